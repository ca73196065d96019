import { Link } from 'react-router';
import { ExpandableCard } from '../expandable-card';
import { CARD_STATUS_LABELS, cardStatusOf } from './card-status';

/** A journey step other than the current one: its status, and a way to go back to it. */
export function StepLinkCard({
  title,
  opened,
  valid,
  to,
  locked = false,
}: {
  title: string;
  /** Whether the step has been shown before. */
  opened: boolean;
  valid: boolean;
  to: string;
  /**
   * While an agent's script is pending (platform.md 2.10 and 4.4) the journey's links stay shut:
   * the way to the step is said, not offered.
   */
  locked?: boolean;
}) {
  const status = cardStatusOf(opened, valid);
  const label = `${opened ? 'Change' : 'Go to'} ${title}`;
  return (
    <ExpandableCard
      title={title}
      status={status}
      statusLabel={CARD_STATUS_LABELS[status]}
      headingLevel={2}
    >
      <p className="get-quote-page__card-link">
        {locked ? (
          <span className="get-quote-page__card-link--locked">{label}</span>
        ) : (
          <Link to={to}>{label}</Link>
        )}
      </p>
    </ExpandableCard>
  );
}
