import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLAIM_LIMITS, messageProblem } from '@wallet/domain';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { apiFieldProblems } from '../../../lib/api-field-problems';
import { Button } from '../../../ui/button';
import { CharacterCountField } from '../../../ui/character-count-field';
import { ErrorSummary } from '../../../ui/error-summary';
import { Notice } from '../../../ui/notice';
import { CLAIM_TEXTS as TEXT } from './claim-texts';

const MESSAGE_FIELD = 'claim-message';

/**
 * A message on the claim's thread (the customer's to the handler, or the handler's to the
 * customer), checked as the API checks it; the claim the API answers replaces the page's.
 */
export function ClaimMessageForm({
  send,
  queryKey,
  label = TEXT.messageLabel,
  hint = TEXT.messageHint,
}: {
  send: (request: { message_id: string; body: string }) => Promise<unknown>;
  queryKey: readonly unknown[];
  label?: string;
  hint?: string;
}) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  // The words the current message id was sent with: other words are another message.
  const [sentWords, setSentWords] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [sent, setSent] = useState(false);
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const sending = useMutation({
    mutationFn: send,
  });

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (sending.isPending) return;
    setAttempts((count) => count + 1);
    setSent(false);
    const found = messageProblem(body);
    setProblem(found);
    if (found) return;
    // A retry of the same words keeps their id (a message that did arrive is kept once); words
    // changed after a failure are a new message.
    const id = sentWords === null || sentWords === body ? messageId : crypto.randomUUID();
    setMessageId(id);
    setSentWords(body);
    sending.mutate(
      { message_id: id, body },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(queryKey, answer);
          setBody('');
          setMessageId(crypto.randomUUID());
          setSentWords(null);
          setSent(true);
        },
        onError: (error) => {
          const refused = apiFieldProblems(error, ['body']);
          setProblem(refused.fields.body ?? refused.form);
          setAttempts((count) => count + 1);
          // Refused for the claim's sake (closed meanwhile): show the claim as it now stands.
          if (error instanceof ApiRequestError && error.detail.status === 400) {
            void queryClient.invalidateQueries({ queryKey });
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSend} className="leaving-form">
      <ErrorSummary
        errors={problem ? [{ fieldId: MESSAGE_FIELD, message: problem }] : []}
        submitCount={attempts}
      />
      <CharacterCountField
        id={MESSAGE_FIELD}
        label={label}
        hint={hint}
        maxLength={CLAIM_LIMITS.messageMaxLength}
        value={body}
        error={problem ?? undefined}
        onChange={setBody}
      />
      <p className="visually-hidden" aria-live="polite">
        {sent ? TEXT.messageSent : ''}
      </p>
      {sent && (
        <Notice tone="success">
          <p>{TEXT.messageSent}</p>
        </Notice>
      )}
      <Button type="submit" variant="primary" disabled={sending.isPending}>
        {sending.isPending ? TEXT.sendingMessage : TEXT.sendMessage}
      </Button>
    </form>
  );
}
