import { isoToDisplayDate, type StaffClaimDetail } from '@wallet/domain';
import { HANDLING_TEXTS as TEXT } from './handling-texts';

/** What is owed the customer next and by when, and 'Overdue' in words when that day has passed. */
export function NextDue({ due }: { due: StaffClaimDetail['next_due'] }) {
  if (!due) return <>—</>;
  return (
    <>
      {due.overdue && <strong className="claim-overdue">{TEXT.overdue}: </strong>}
      {TEXT.dueBy(TEXT.due[due.for], isoToDisplayDate(due.due) ?? due.due)}
    </>
  );
}
