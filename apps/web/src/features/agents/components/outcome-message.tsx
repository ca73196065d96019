import { useEffect, useRef } from 'react';
import { Notice } from '../../../ui/notice';

export type Outcome = { tone: 'success' | 'failure'; message: string };

/**
 * What an action came to, in the spec's words: a success announced politely, a failure as an
 * alert. Both regions stay on the page while empty, so a message put into one is announced.
 * `focus` moves focus to a message that replaces what the agent was acting on.
 */
export function OutcomeMessage({
  outcome,
  focus = false,
}: {
  outcome: Outcome | null;
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus && outcome) ref.current?.focus();
  }, [focus, outcome]);
  const notice = (tone: Outcome['tone']) =>
    outcome?.tone === tone ? (
      <div ref={ref} tabIndex={focus ? -1 : undefined} className="agent-outcome">
        <Notice tone={tone === 'success' ? 'success' : 'warning'}>
          <p>{outcome.message}</p>
        </Notice>
      </div>
    ) : null;
  return (
    <>
      <div role="status">{notice('success')}</div>
      <div role="alert">{notice('failure')}</div>
    </>
  );
}
