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
  /** Decision 0028: the registration of a car found by make and model, asked before the quote. */
  registration: {
    heading: "Your car's registration",
    lead: (car: string) =>
      `You found your ${car} by its make and model. Your Certificate of Motor Insurance and Insurance Disc carry its registration, so we need it before you buy.`,
    label: 'Registration',
    hint: 'For example 191-D-12345. Press the enter key or search icon to check it.',
    search: 'Check registration',
    searching: 'Checking the registration',
    /** The lookup knows the registration: the car it gives is the one chosen. */
    found: (registration: string, car: string) =>
      `${registration} is your ${car}: we will print it on your certificate and disc.`,
    /** The lookup does not know it: taken as given for the car chosen. */
    given: (registration: string, car: string) =>
      `We will print ${registration} on the certificate and disc of your ${car}.`,
    /** Continue pressed with a registration typed but not checked yet. */
    notChecked: 'Press the enter key or search icon to check the registration',
  },
} as const;
