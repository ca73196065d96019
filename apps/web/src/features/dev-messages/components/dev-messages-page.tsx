import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { useMessages } from '../api/list-messages';
import './dev-messages.css';

export const DEV_MESSAGES_TITLE = 'Messages sent';
export const VIEWER_DISABLED =
  'The message viewer is turned off on this server. It is available only where OUTBOX_VIEWER is true, never in production.';
export const NO_MESSAGES = 'No messages have been sent to this recipient yet.';

const REFRESH_EVERY_MS = 3000;

/**
 * A development page listing the e-mails and text messages the product has sent to one recipient
 * (e-mail address or mobile number), so a person can read a verification or login code.
 */
export function DevMessagesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const recipient = searchParams.get('recipient') ?? '';
  const [draft, setDraft] = useState(recipient);

  const query = useMessages(recipient, REFRESH_EVERY_MS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    setSearchParams(value ? { recipient: value } : {});
  };

  const answer = query.data;
  return (
    <>
      <PageHero
        title={DEV_MESSAGES_TITLE}
        lead="Emails and text messages waiting in the outbox, newest first."
      />
      <PageBody overlap>
        <Card accent="primary">
          <form className="dev-messages__search" onSubmit={onSubmit} role="search">
            <TextField
              id="dev-messages-recipient"
              label="Recipient"
              hint="An email address, or a mobile number as +353871234567"
              spellCheck={false}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit">Show messages</Button>
          </form>
        </Card>

        <section aria-labelledby="dev-messages-results" className="dev-messages__results">
          <h2 id="dev-messages-results" className="visually-hidden">
            Messages
          </h2>
          {recipient !== '' && query.isPending && <Spinner label="Loading messages" />}
          {answer?.kind === 'disabled' && <Notice tone="warning">{VIEWER_DISABLED}</Notice>}
          {answer?.kind === 'failed' && <Notice tone="warning">{answer.error.message}</Notice>}
          {answer?.kind === 'messages' && answer.messages.length === 0 && (
            <Notice>{NO_MESSAGES}</Notice>
          )}
          {answer?.kind === 'messages' && answer.messages.length > 0 && (
            <ol className="dev-messages__list">
              {answer.messages.map((message) => (
                <li key={message.id}>
                  <Card as="article" aria-labelledby={`message-${message.id}`}>
                    <h3 id={`message-${message.id}`} className="dev-messages__subject">
                      {message.channel === 'SMS' ? 'Text message' : message.subject || 'Email'}
                    </h3>
                    <p className="dev-messages__meta">
                      {message.channel} to {message.recipient},{' '}
                      <time dateTime={message.created_at}>
                        {new Date(message.created_at).toLocaleString('en-IE')}
                      </time>
                    </p>
                    {message.code && (
                      <p className="dev-messages__code">
                        Code: <strong data-testid="message-code">{message.code}</strong>
                      </p>
                    )}
                    <pre className="dev-messages__body">{message.body}</pre>
                  </Card>
                </li>
              ))}
            </ol>
          )}
        </section>
      </PageBody>
    </>
  );
}
