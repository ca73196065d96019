import { TRAVEL_EXTRAS, TRAVEL_EXTRA_LABELS, isoToDisplayDate } from '@wallet/domain';
import { TRAVEL_TEXTS } from '../travel-texts';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/** What travel's change form says (issue 43); the quote form's words for the same fields. */
export const TRAVEL_CHANGE_TEXTS = {
  whoTitle: 'Who is insured',
  coverFor: (label: string) => `Cover for: ${label}.`,
  partnerCovered: (name: string) => `${TRAVEL_TEXTS.yourTrip.partner}: ${name}.`,
  addPartner: 'Add your partner to the cover',
  partner: TRAVEL_TEXTS.yourTrip.partner,
  partnerFirstName: TRAVEL_TEXTS.yourTrip.partnerFirstName,
  partnerLastName: TRAVEL_TEXTS.yourTrip.partnerLastName,
  partnerDob: TRAVEL_TEXTS.yourTrip.partnerDob,
  children: TRAVEL_TEXTS.yourTrip.children,
  childrenHint: TRAVEL_TEXTS.yourTrip.childrenHint,
  noChildren: 'None',
  extrasTitle: 'Extras',
  winterSports: TRAVEL_EXTRA_LABELS[TRAVEL_EXTRAS.winterSports],
  business: TRAVEL_EXTRA_LABELS[TRAVEL_EXTRAS.business],
  coverTypeTitle: 'Cover type',
  singleTrip: (start: string, end: string) =>
    `Single Trip, ${displayDate(start)} to ${displayDate(end)}.`,
  annualMultiTrip: (start: string, end: string) =>
    `Annual Multi-Trip, ${displayDate(start)} to ${displayDate(end)}.`,
  upgrade: TRAVEL_TEXTS.quote.upgrade,
  upgradeHint: (end: string) =>
    `${TRAVEL_TEXTS.quote.upgradeHint} Your cover would run to ${displayDate(end)}.`,
} as const;
