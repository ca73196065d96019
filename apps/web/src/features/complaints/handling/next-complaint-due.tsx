import type { StaffComplaintDetail } from '@wallet/domain';
import { COMPLAINT_TEXTS as TEXT } from '../complaint-texts';

/** What is owed the customer next and by when, and 'Overdue' in words when that day has passed. */
export function NextComplaintDue({ due }: { due: StaffComplaintDetail['next_due'] }) {
  if (!due) return <>—</>;
  return (
    <>
      {due.overdue && <strong className="complaint-overdue">{TEXT.overdue}: </strong>}
      {TEXT.dueBy(TEXT.due[due.for], due.due)}
    </>
  );
}
