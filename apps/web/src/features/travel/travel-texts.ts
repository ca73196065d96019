import {
  addDays,
  calendarDateOf,
  formatDisplayDate,
  CHILD_AGE_LIMITS,
  CUSTOMER_SERVICE_HOURS,
  TRAVEL_PROMO,
  TRAVEL_QUOTE_VALIDITY_DAYS,
} from '@wallet/domain';

/**
 * The travel screens' own words (car-travel-payment.md 2 to 9). The rules' messages are the
 * domain's; these are the labels, titles and notes around them.
 */
export const TRAVEL_TEXTS = {
  getQuote: {
    title: 'Travel Insurance Quote',
    lead: 'Tell us about you and your trip to get a quote in a few minutes.',
  },
  cards: { aboutYou: 'About you', yourTrip: 'Your trip', yourCover: 'Your cover' },
  yourTrip: {
    tripType: 'What type of cover do you need?',
    startDate: 'Travel start date',
    policyStartDate: 'Policy start date',
    endDate: 'Return date',
    zone: 'Where are you travelling to?',
    country: 'Destination country',
    insuredPerson: 'Who would you like to insure?',
    children: 'Number of children',
    childrenHint: `Children qualify if they are under ${CHILD_AGE_LIMITS.under}, or under ${CHILD_AGE_LIMITS.underInFullTimeEducation} and in full-time education.`,
    partner: 'Your partner',
    partnerFirstName: "Partner's first name",
    partnerLastName: "Partner's surname",
    partnerDob: "Partner's date of birth",
    /** A travel date's hint: an example a month ahead, in the format the field takes. */
    dateHint: (today: Date) =>
      `For example, ${formatDisplayDate(addDays(calendarDateOf(today), 30))}`,
  },
  yourCover: {
    extrasLead: 'Add any of these to your cover.',
    winterSports: 'Would you like winter sports cover?',
    winterSportsHint: 'Skiing and snowboarding, for up to 21 days.',
    carHire: 'Would you like car hire excess cover?',
    carHireHint: 'Up to €4,000 an incident and €5,000 in all.',
    carHireUnknown:
      'Car hire excess cover is offered for trips in Europe to policyholders aged 21 to 75. Give your date of birth and destination zone to see if it is available.',
    business: 'Would you like business cover?',
    businessHint: 'Business equipment and money, money up to €1,000.',
    consentsLegend: 'Your consent',
    dataProtection:
      'I have read and accept the Terms and Conditions and the Data Protection Notice',
    chubb: 'I accept the Chubb Terms of Business and Privacy Policy',
  },
  promo: {
    title: `Get ${TRAVEL_PROMO.discountPercent}% off your travel insurance`,
    body: `Use promo code ${TRAVEL_PROMO.code} when you buy online.`,
    apply: `Apply ${TRAVEL_PROMO.code}`,
    applied: `Promo code ${TRAVEL_PROMO.code} added to About you.`,
  },
  processing: 'Please wait, we are processing your quote for you',
  quote: {
    title: 'Your Quote',
    lead: 'Travel insurance from Chubb',
    benefits: 'What you are covered for',
    benefit: 'Benefit',
    limit: 'Up to',
    unlimited: 'Unlimited',
    upgrade: 'Upgrade to Annual Multi-Trip',
    upgradeHint:
      'Cover every trip you take for a year: up to 90 days abroad a year, each trip up to 31 days.',
    price: 'Price',
    recalculate: 'Recalculate',
    recalculating: 'Recalculating your quote',
    breakdown: 'Premium breakdown',
    item: 'Item',
    amount: 'Amount',
    levy: 'Government levy',
    stampDuty: 'Stamp duty',
    total: 'Total payable',
    tripSummary: 'Your trip',
    beforeYouProceedTitle: 'Before You Proceed',
    eligibility:
      'You are responsible for making sure that everyone insured meets the eligibility requirements of this policy.',
    validity: (date: string) =>
      `This quote is valid for at least ${TRAVEL_QUOTE_VALIDITY_DAYS} days, until ${date}.`,
    proceed: 'Proceed',
  },
  declaration: {
    title: 'Declaration',
    lead: 'Please read this statement carefully before you buy.',
    statementTitle: 'Your statement of fact',
    back: 'Back to your quote',
    question: 'Can you confirm the statement above?',
    confirm: 'Yes, I confirm',
    deny: 'No, I cannot confirm',
    continue: 'Continue',
    callUs: 'Call us',
  },
  // car-travel-payment.md 2 'Generic error page': travel shows 'Thanks' and that a quote cannot
  // be provided (ui/journey/quote-error-view.tsx lays it out).
  error: {
    title: 'Thanks',
    lead: 'Thank you for providing your details.',
    cannotQuote: 'Unfortunately we are unable to provide you with a travel insurance quote online.',
    quoteReference: (reference: string) => `Your quote reference is ${reference}.`,
    callUs: 'Call us',
    linesOpen: `Our lines are open ${CUSTOMER_SERVICE_HOURS}.`,
  },
} as const;
