import { CUSTOMER_SERVICE_HOURS } from '../contact.js';

/**
 * home.md 2 and 8: the words of the quote screens, word for word where the spec gives them. The
 * spec gives no words for the card labels, the 'Before You Proceed' sentences or the rebrand
 * notice; those are ours.
 */
export const HOME_QUOTE_MESSAGES = {
  processing: 'Please wait, we are processing your quote for you',
  error: {
    thankYou: 'Thank you for providing your details',
    sorry: "We're sorry",
    quoteReference: (reference: string) => `Your quote reference is ${reference}.`,
    notQuoted: 'We have not been able to get an online quote from our insurance partner.',
    referral: (phone: string) =>
      `We need additional information to finalise your quote please call us on ${phone}. Our lines are open ${CUSTOMER_SERVICE_HOURS}.`,
    rsaUnavailable: (phone: string) =>
      `our system is currently unavailable. Please call us on ${phone} to get your quote today`,
    acceptance: 'the risk you have submitted has fallen outside our acceptance criteria.',
  },
  householdTitle: 'Questions about your household and the property',
  householdStage: 'YOUR COVER',
  householdAdditional: 'Additional',
  getYourQuote: 'Get your quote',
  next: 'Next',
  back: 'Back',
  multipleQuotesTitle: 'Your Quotes',
  multipleQuotesLead: 'Choose the quote that suits you best.',
  select: 'Select',
  selectInsurer: (insurer: string) => `Select ${insurer}`,
  annualPrice: 'Annual price',
  monthlyPrice: 'Monthly price',
  perYear: 'per year',
  perMonth: (instalments: number) => `per month (${instalments} instalments, no extra cost)`,
  couldNotQuote: 'This insurer could not offer you a quote online.',
  viewQuoteTitle: 'Your Quote',
  insurer: 'Insurer',
  premiumBreakdown: 'Premium breakdown',
  premiumItem: 'Item',
  premiumAmount: 'Amount',
  totalAnnual: 'Total annual premium',
  totalMonthly: 'Monthly premium',
  excess: 'Policy excess',
  excessLocked: 'The excess cannot be changed for this type of cover.',
  waterDamageExcess: 'Water damage excess',
  subsidenceExcess: 'Subsidence excess',
  extras: 'Optional extras',
  extraLabels: {
    ContentsAD: 'Accidental damage for contents',
    NCDProtection: 'No claim discount protection plus',
    HomeEmergencyAssist: 'Home emergency assist',
  },
  proceed: 'Proceed',
  recalculate: 'Recalculate',
  recalculating: 'Recalculating your quote',
  beforeYouProceed: {
    title: 'Before You Proceed',
    eligibility:
      'It is your responsibility to confirm that you meet the eligibility requirements of this policy before you buy it.',
    validity: 'Quotes are valid for today only.',
  },
  rsaRebrand:
    'RSA Insurance Ireland DAC is now Intact Insurance Ireland DAC. Only the name has changed: your cover, your policy terms and the way you contact us stay the same.',
} as const;

export const homeBenefitsLine = (formattedLimit: string) =>
  `Fire brigade charges covered up to ${formattedLimit}; free instalment plan.`;

/** platform.md 2.5: the landing page's resume card. */
export const HOME_RESUME_MESSAGES = {
  title: 'Continue with your latest Home quote',
  quoteReference: 'Quote reference',
  premium: 'Premium',
  continue: 'Continue',
} as const;

/**
 * home.md 2: the terms acceptance of the household page. The spec requires it without giving its
 * words; these are ours.
 */
export const HOUSEHOLD_TERMS_LABEL =
  'I confirm that my answers are true and complete, and I accept the terms and conditions of this quote.';
