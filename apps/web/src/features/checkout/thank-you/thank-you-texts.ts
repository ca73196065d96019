import { CHECKOUT_MESSAGES, WORDS } from '@wallet/domain';

/** The payment thank-you page's words (home.md 4 and 8); the failure words are the domain's. */
export const THANK_YOU_TEXTS = {
  loadingTitle: 'Setting up your policy',
  loading: 'Please wait while we set up your policy.',
  loadingKeepOpen: 'This can take up to a minute. Please keep this page open.',
  successTitle: 'Thank you for your purchase',
  successAnnouncement: 'Your policy is set up.',
  /** home.md 2 and 4: a renewal paid for is a renewal, not a purchase. */
  renewedTitle: 'Your home insurance is renewed',
  renewedAnnouncement: 'Your policy is renewed.',
  renewedPeriod: (from: string, to: string) => `Your cover continues from ${from} to ${to}.`,
  referenceNumber: 'Policy reference number',
  startDate: 'Start date',
  renewedFrom: 'Renewed from',
  endDate: 'End date',
  paymentTitle: 'Your payment',
  /** A home direct debit takes nothing when the policy is bought: its first instalment comes later. */
  takenToday: 'Taken today',
  nothingTaken: 'Nothing: your direct debits pay for the policy',
  firstDebitNext: (amountAndDate: string) =>
    `Your first direct debit, ${amountAndDate}, is collected from your account; the others follow on the same day of each month.`,
  nextTitle: 'What happens next',
  renewedDocumentsNext: `We will ${WORDS.email} you when your documents for the renewed period are ready.`,
  next: [
    `We will ${WORDS.email} you when your policy documents are ready.`,
    'You can view and download them at any time: press View documents below, or find your policy under Your policies on the wallet’s Home page, or in Manage My Insurance.',
    'Please keep your policy reference number to hand if you contact us.',
  ],
  viewDocuments: 'View documents',
  manage: 'Manage My Insurance',
  backToWallet: 'Back to wallet',
  policyFailedTitle: CHECKOUT_MESSAGES.policyGenerationFailedTitle,
  policyFailed: CHECKOUT_MESSAGES.policyGenerationFailed,
  paymentFailedTitle: 'Payment not completed',
  paymentFailed: CHECKOUT_MESSAGES.cardPaymentFailed,
  tryAgain: 'Try again',
  leaveTitle: 'Leave this page?',
  leave: CHECKOUT_MESSAGES.leavingWhileGenerating,
  stay: 'Stay on this page',
  leaveAnyway: 'Leave',
} as const;
