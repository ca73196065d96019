import { CHECKOUT_MESSAGES, WORDS } from '@wallet/domain';

/** The payment thank-you page's words (home.md 4 and 8); the failure words are the domain's. */
export const THANK_YOU_TEXTS = {
  loadingTitle: 'Setting up your policy',
  loading: 'Please wait while we set up your policy.',
  loadingKeepOpen: 'This can take up to a minute. Please keep this page open.',
  successTitle: 'Thank you for your purchase',
  successAnnouncement: 'Your policy is set up.',
  referenceNumber: 'Policy reference number',
  nextTitle: 'What happens next',
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
