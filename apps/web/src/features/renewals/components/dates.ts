import { isoToDisplayDate } from '@wallet/domain';

/** A YYYY-MM-DD date as the screens show it (home.md 9: DD/MM/YYYY). */
export const displayDate = (iso: string): string => isoToDisplayDate(iso) ?? iso;
