import { isoToDisplayDate } from '@wallet/domain';

/** 'YYYY-MM-DD' as DD/MM/YYYY; a malformed date is a bug upstream, not something to print. */
export function formatDocumentDate(isoDate: string): string {
  const display = isoToDisplayDate(isoDate);
  if (!display) throw new RangeError(`Expected a YYYY-MM-DD date, got '${isoDate}'`);
  return display;
}

const IRISH_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Dublin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The day an instant falls on in Ireland, DD/MM/YYYY, whatever the server's own zone. */
export function formatIssuedDate(instant: Date): string {
  return IRISH_DAY.format(instant);
}
