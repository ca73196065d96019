import { CUSTOMER_SERVICE_HOURS } from '@wallet/domain';

/**
 * home.md 2 and 8: the words of the quote screens, word for word where the spec gives them.
 * They belong in packages/domain beside the other home messages; kept here until the lead moves
 * them (see the report of the quote screens).
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

/** home.md 9: fire brigade charges are covered up to this amount, in euro. */
export const FIRE_BRIGADE_CHARGES_EUR = 2_500;

export const homeBenefitsLine = (formattedLimit: string) =>
  `Fire brigade charges covered up to ${formattedLimit}; free instalment plan.`;
