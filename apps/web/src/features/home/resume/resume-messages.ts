/** platform.md 2.5: the landing page's resume card. */
export const HOME_RESUME_MESSAGES = {
  title: 'Continue with your latest Home quote',
  quoteReference: 'Quote reference',
  premium: 'Premium',
  continue: 'Continue',
} as const;
