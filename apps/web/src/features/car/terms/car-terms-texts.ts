/** The car terms page's own words (car-travel-payment.md 2 'Car terms page'). */
export const CAR_TERMS_PAGE_TEXTS = {
  title: 'Acceptance of our Terms and conditions',
  lead: 'Please answer these questions about you, your drivers and your car before we get your quote.',
  allYesBefore: 'If your answer to all four questions is Yes, ',
  clickHere: 'Click here',
  allYesAfter: ' to answer them all at once.',
  acceptanceLegend: 'Our terms',
  back: 'Back',
  continue: 'Continue',
} as const;
