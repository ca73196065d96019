import {
  formatEuro,
  isoToDisplayDate,
  debitsInWords,
  type ChangeRefundRoute,
  type ChangeSettlement,
  type Collection,
} from '@wallet/domain';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/** What the change pages say (issue 43). */
export const CHANGE_TEXTS = {
  title: 'Change your policy',
  detailsStep: 'What would you like to change?',
  priceStep: 'Your new price',
  doneStep: 'Your policy is changed',
  detailsLead:
    'Your cover as it stands is filled in. Change what you need; the rest stays as it is.',
  startLabel: 'When should the change start?',
  startHint: (endDate: string) =>
    `Today or a later day, up to ${displayDate(endDate)} when your policy ends. Use DD/MM/YYYY.`,
  continue: 'Get my new price',
  pricing: 'Pricing your change',
  loading: 'Loading your policy',
  versionsFailed: 'We could not load your policy just now. Please try again later.',
  changeStarts: 'Change starts',
  /** The product's word for its premium ('Annual premium', a trip's 'Premium'). */
  newPremium: (premiumLabel: string) => `New ${premiumLabel.toLowerCase()}`,
  currentPremium: (premiumLabel: string) => `${premiumLabel} now`,
  todayOnly: 'This price is for today only.',
  noPremiumChange: 'No change to your premium',
  howToPay: 'How would you like to pay?',
  payByCard: (cents: number) => `Pay ${formatEuro(cents)} now by card`,
  payByInstalments: (cents: number) =>
    `Add ${formatEuro(cents)} to your remaining monthly payments`,
  /** The debits a change would ride on: '6 monthly direct debits of €38.75 from 08/09/2026'. */
  debitsAfter: (debits: readonly Collection[]) =>
    `Your direct debits would then be ${debitsInWords(debits)}.`,
  debitsIfAdded: (debits: readonly Collection[]) =>
    `Added to your monthly payments, your direct debits would be ${debitsInWords(debits)}.`,
  cardTitle: 'Card details',
  nameOnCard: 'Name on card',
  nameOnCardHint: 'As it appears on the card',
  confirm: 'Make this change',
  sending: 'Making your change',
  back: 'Back',
  backToPolicy: 'Back to your policy',
  emailed: 'We have e-mailed you; your endorsement schedule is in your policy documents.',
  documentsLink: 'View your policy documents',
  versionLine: (version: number, effectiveDate: string) =>
    `Version ${version} of your policy starts on ${displayDate(effectiveDate)}.`,
  newPremiumLine: (premiumLabel: string, cents: number) =>
    `Your new ${premiumLabel.toLowerCase()} is ${formatEuro(cents)}.`,
} as const;

/** For the days the change counts: part of the period, as the price is worked out. */
const forTheRest = (daysRemaining: number, daysInPeriod: number) =>
  `for the rest of your policy (${daysRemaining} of ${daysInPeriod} days)`;

const RETURN_ROUTES: Record<ChangeRefundRoute, string> = {
  card: 'to the card you paid with',
  instalments: 'off your remaining monthly payments',
  bank_account: 'to the bank account your direct debits come from',
};

/** What a priced change comes to for the rest of the period: a charge, a return, or nothing. */
export function adjustmentLine({
  adjustment_cents,
  days_remaining,
  days_in_period,
  refund_to,
}: {
  adjustment_cents: number | null;
  days_remaining: number;
  days_in_period: number;
  refund_to: ChangeRefundRoute | null;
}): string {
  const rest = forTheRest(days_remaining, days_in_period);
  if (adjustment_cents !== null && adjustment_cents > 0) {
    return `This change costs ${formatEuro(adjustment_cents)} ${rest}.`;
  }
  if (adjustment_cents !== null && adjustment_cents < 0) {
    const where = refund_to ? `, ${RETURN_ROUTES[refund_to]}` : '';
    return `You get ${formatEuro(-adjustment_cents)} back ${rest}${where}.`;
  }
  return CHANGE_TEXTS.noPremiumChange;
}

/** What became of the money once the change was made. */
export function settlementDoneLine({
  settlement,
  adjustment_cents,
  refund_by,
}: {
  settlement: ChangeSettlement;
  adjustment_cents: number;
  refund_by: string | null;
}): string {
  const amount = formatEuro(Math.abs(adjustment_cents));
  switch (settlement) {
    case 'card_charged':
      return `We have taken ${amount} from your card.`;
    case 'added_to_instalments':
      return `${amount} is added to your remaining monthly payments.`;
    case 'card_refund':
      return `We refund ${amount} to the card you paid with${refund_by ? ` by ${displayDate(refund_by)}` : ''}.`;
    case 'instalments_reduced':
      return `${amount} is taken off your remaining monthly payments.`;
    case 'bank_refund':
      return `We refund ${amount} to the bank account your direct debits come from${refund_by ? ` by ${displayDate(refund_by)}` : ''}.`;
    case 'none':
      return `${CHANGE_TEXTS.noPremiumChange}.`;
  }
}
