/** The sign-in check at Proceed on car view quote, in agent mode (car-travel-payment.md 6). */
export const CAR_SIGN_IN_CHECK_TEXT = {
  checking: 'Checking whether the customer has an account',
  failed: 'The customer’s account could not be checked or created. Please try again.',
} as const;
