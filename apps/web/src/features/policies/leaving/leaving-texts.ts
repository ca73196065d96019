import { formatEuro, isoToDisplayDate, type CancellationKind } from '@wallet/domain';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/** What each way of leaving is called on its pages: the confirm button repeats the action's name. */
export const LEAVING_TEXTS: Record<
  CancellationKind,
  {
    title: string;
    firstStep: string;
    reasonLabel: string;
    confirm: string;
    confirmed: string;
  }
> = {
  withdrawal: {
    title: 'Withdraw from this contract',
    firstStep: 'Your right to withdraw',
    reasonLabel: 'Why are you withdrawing? (optional)',
    confirm: 'Withdraw from this contract',
    confirmed: 'Your withdrawal is confirmed',
  },
  cancellation: {
    title: 'Cancel your policy',
    firstStep: 'When your cover ends',
    reasonLabel: 'Why are you cancelling? (optional)',
    confirm: 'Cancel my policy',
    confirmed: 'Your cancellation is confirmed',
  },
};

export const LEAVING_STEP_TEXTS = {
  refundStep: 'Check your refund',
  continue: 'Continue',
  back: 'Back',
  quoting: 'Working out your refund',
  sending: 'Sending your request',
  reasonHint: 'You do not have to give a reason.',
  lastDayLabel: 'Last day of cover',
  lastDayHint: (endDate: string) =>
    `Today or a later day, up to ${displayDate(endDate)} when your policy ends. Use DD/MM/YYYY.`,
  cancelExplained:
    'Your cover ends at the end of the day you choose. Before you confirm, we show you what comes back to you for the days after it, or what is still to pay for the cover you had.',
  withdrawExplained:
    'Your cover ends at once. We refund what you paid, less any premium your policy’s terms keep for the days you were covered. You see the refund and your last day of cover before you confirm.',
  feeInTerms: (feeCents: number) =>
    `Your policy's terms have a cancellation fee of ${formatEuro(feeCents)}. It is only ever kept from a refund, never more than the refund.`,
  emailed: 'We have e-mailed you a confirmation; it is also in your policy documents.',
  documentsLink: 'View your policy documents',
  backToManage: 'Back to Manage My Insurance',
  backToPolicy: 'Back to your policy',
  directDebitsStop: 'Your direct debits stop.',
} as const;

const ROUTE_TEXTS = {
  card: 'to the card you paid with',
  bank_account: 'to the bank account your direct debits come from',
  none: '',
} as const;

/** What leaving comes to: a refund and where it goes, a last collection, or nothing. */
export function settlementLine({
  settlement_cents,
  route,
}: {
  settlement_cents: number;
  route: keyof typeof ROUTE_TEXTS;
}): string {
  if (settlement_cents > 0) {
    const where = ROUTE_TEXTS[route];
    return `Your refund: ${formatEuro(settlement_cents)}${where ? `, ${where}` : ''}`;
  }
  if (settlement_cents < 0) {
    return `Still to pay: ${formatEuro(-settlement_cents)}, collected once from your bank account`;
  }
  return 'Nothing to refund or pay';
}
