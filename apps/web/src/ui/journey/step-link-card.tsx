import { Link } from 'react-router';
import { ExpandableCard } from '../expandable-card';
import { CARD_STATUS_LABELS, cardStatusOf } from './card-status';

/** A journey step other than the current one: its status, and a way to go back to it. */
export function StepLinkCard({
  title,
  opened,
  valid,
  to,
}: {
  title: string;
  /** Whether the step has been shown before. */
  opened: boolean;
  valid: boolean;
  to: string;
}) {
  const status = cardStatusOf(opened, valid);
  return (
    <ExpandableCard
      title={title}
      status={status}
      statusLabel={CARD_STATUS_LABELS[status]}
      headingLevel={2}
    >
      <p className="get-quote-page__card-link">
        <Link to={to}>
          {opened ? 'Change' : 'Go to'} {title}
        </Link>
      </p>
    </ExpandableCard>
  );
}
