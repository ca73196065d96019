import { COMPLAINT_STATUS_LABELS, type ComplaintStatus } from '@wallet/domain';

/** A complaint's status as a tag: its words carry it, the colour only repeats them. */
export function ComplaintStatusTag({ status }: { status: ComplaintStatus }) {
  return (
    <span className={`complaint-status complaint-status--${status}`}>
      {COMPLAINT_STATUS_LABELS[status]}
    </span>
  );
}
