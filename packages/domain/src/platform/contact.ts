/**
 * Phone numbers and hours (platform.md 9, car-travel-payment.md 9). Numbers the spec states are
 * used as written; numbers it names without a value are chosen in docs/decisions/0002-contact-numbers.md.
 */
export const PHONE = {
  /** Main sales and help line. */
  sales: '01 488 4062',
  /** Services team: breakdown, claims, renewals and amendments for existing policies. */
  servicesTeam: '01 290 1958',
  travelAmend: '01 440 2787',
  carAmend: '01 2901958',
  breakdownFreephone: '1800 806 809',
  loginSupport: '1890 604 604',
  /** Travel medical emergency assistance, 24/7, from abroad. */
  medicalAssistance: '+353 1 488 4061',
  homeClaims: '01 488 4063',
  carClaims: '01 290 1958',
  travelClaims: '01 488 4064',
} as const;

export type PhoneName = keyof typeof PHONE;

export const CUSTOMER_SERVICE_HOURS = 'Monday to Friday 9am-5pm';

/**
 * Who arranges every policy of the wallet, whichever product and insurer: the bank's insurance arm.
 * The spec names it nowhere; this is its registered name.
 */
export const POLICY_ARRANGER = 'Bank of Ireland Insurance Services Limited';

export type ContactDescriptor =
  { type: 'phone'; phoneNumber: string } | { type: 'email'; email: string };

/** platform.md 2.12: a contact link removes spaces and uses a telephone or mail scheme. */
export function contactHref(contact: ContactDescriptor): string {
  if (contact.type === 'phone') return `tel:${contact.phoneNumber.replace(/\s+/g, '')}`;
  return `mailto:${contact.email.replace(/\s+/g, '')}`;
}
