import { formatIrishDateTime, type CustomerAgentAction } from '@wallet/domain';
import { useId } from 'react';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { Spinner } from '../../../ui/spinner';
import { useAgentActions } from '../api/get-agent-actions';
import { AGENT_ACTIONS_TEXTS as TEXT } from './agent-actions-texts';
import './agent-actions.css';

/**
 * The customer's own trail of agent actions (decision 0019, issue 24): for each time a bank agent
 * acted on the account, what they did in plain words, when in Irish time, the agent's name and
 * their branch; newest first, a page at a time. A list of headed entries rather than a table, so
 * it reads the same at 375 and 1280 px.
 */
export function AgentActionsPage() {
  const actions = useAgentActions();
  const titleId = useId();
  const entries = actions.data?.pages.flatMap((page) => page.content) ?? [];

  let body;
  if (actions.isPending) {
    body = <Spinner label={TEXT.loading} />;
  } else if (actions.isError && entries.length === 0) {
    body = (
      <div role="alert">
        <Notice tone="warning">
          <p>{TEXT.failed}</p>
          <Button variant="secondary" onClick={() => void actions.refetch()}>
            {TEXT.tryAgain}
          </Button>
        </Notice>
      </div>
    );
  } else if (entries.length === 0) {
    body = <Notice>{TEXT.none}</Notice>;
  } else {
    body = (
      <>
        <h2 id={titleId} className="agent-activity__title">
          {TEXT.listTitle}
        </h2>
        <ol className="agent-activity" aria-labelledby={titleId}>
          {entries.map((entry, index) => (
            <AgentActionEntry key={`${entry.at}-${index}`} entry={entry} />
          ))}
        </ol>
        <p className="agent-activity__shown" role="status">
          {TEXT.shown(entries.length)}
        </p>
        {actions.isFetchNextPageError && (
          <div role="alert">
            <Notice tone="warning">{TEXT.failed}</Notice>
          </div>
        )}
        {actions.hasNextPage && (
          <Button
            variant="secondary"
            disabled={actions.isFetchingNextPage}
            onClick={() => void actions.fetchNextPage()}
          >
            {TEXT.showMore}
          </Button>
        )}
      </>
    );
  }

  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.lead} />
      <PageBody overlap narrow>
        <Card accent="primary">{body}</Card>
        <div className="agent-activity__back">
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}

function AgentActionEntry({ entry }: { entry: CustomerAgentAction }) {
  const headingId = useId();
  return (
    <li className="agent-activity__item">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="agent-activity__what">
          {entry.description}
        </h3>
        <dl className="agent-activity__facts">
          <div>
            <dt>{TEXT.when}</dt>
            <dd>
              <time dateTime={entry.at}>{formatIrishDateTime(entry.at)}</time>
            </dd>
          </div>
          <div>
            <dt>{TEXT.agent}</dt>
            <dd>{entry.agent_name}</dd>
          </div>
          <div>
            <dt>{TEXT.branch}</dt>
            <dd>{entry.branch_name ?? TEXT.noBranch}</dd>
          </div>
        </dl>
      </article>
    </li>
  );
}
