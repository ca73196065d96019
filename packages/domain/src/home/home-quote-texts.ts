import { QUOTE_ERROR_MESSAGES } from '../quotes/quote-answer.js';
import type { HomeProductDocument } from './home-insurer-terms.js';
import { HOME_QUOTE_VALIDITY_TEXT } from './home-quote-validity.js';

/**
 * home.md 2 and 8: the words of the quote screens, word for word where the spec gives them. The
 * spec gives no words for the card labels, the 'Before You Proceed' sentences or the rebrand
 * notice; those are ours.
 */
export const HOME_QUOTE_MESSAGES = {
  processing: 'Please wait, we are processing your quote for you',
  error: QUOTE_ERROR_MESSAGES,
  householdTitle: 'Questions about your household and the property',
  householdStage: 'YOUR COVER',
  // home.md 2 groups the remaining questions as 'Additional'; the heading says additional what.
  householdAdditional: 'Additional questions about the property and your household',
  householdAdditionalLead:
    'These questions help the insurer understand the risk. Answer each one for everyone who lives in the property.',
  getYourQuote: 'Get your quote',
  next: 'Next',
  back: 'Back',
  multipleQuotesTitle: 'Your Quotes',
  multipleQuotesLead: 'Choose the quote that suits you best.',
  bothQuotesInclude: (benefits: string) => `Both quotes include: ${benefits}`,
  select: 'Select',
  selectInsurer: (insurer: string) => `Select ${insurer}`,
  yourChoice: 'Your choice',
  withYourExtras: 'Priced with the extras you chose',
  annualPrice: 'Annual price',
  monthlyPrice: 'Monthly price',
  perYear: 'per year',
  perMonth: 'a month',
  noExtraCost: 'no extra cost',
  excessOnQuote: 'Policy excess',
  excessCanChange: 'You can change it on the next screen',
  cancellation: 'If you cancel',
  extrasOnOffer: 'Optional extras',
  extraPrice: (amount: string) => `${amount} a year`,
  notOffered: 'Not offered',
  howPriceIsMade: 'How the price is made up',
  couldNotQuote: 'This insurer could not offer you a quote online.',
  viewQuoteTitle: 'Your Quote',
  insurer: 'Insurer',
  premiumBreakdown: 'How your price is made up',
  premiumItem: 'Item',
  premiumAmount: 'Amount',
  totalAnnual: 'Total annual premium',
  totalMonthly: 'Monthly premium',
  priceOutOfDate: 'Out of date',
  priceOutOfDateExplained:
    'This price is for your earlier choices. Recalculate to see the price with the excess and extras you have chosen now.',
  excessHint: 'A higher excess lowers your premium; a lower one raises it.',
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
    eligibilityList: 'What are the eligibility requirements?',
    validity: HOME_QUOTE_VALIDITY_TEXT.priceToday,
    /** Decision 0031: the quote is kept, and priced again, for QUOTE_VALIDITY_DAYS. */
    kept: HOME_QUOTE_VALIDITY_TEXT.kept,
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
/**
 * The terms the acceptance names, linked beside it: both insurers' Summary of Terms and Product
 * Information Document, as the insurer is not chosen yet.
 */
export const HOUSEHOLD_TERMS_DOCUMENTS = [
  'terms_summary',
  'product_information',
] as const satisfies readonly HomeProductDocument[];

/**
 * home.md 2: the occupied-by-member (main residence) question of owner-occupiers and tenants.
 * Owning or renting the property and living in it is already the cover type's answer; what this
 * adds is whether it is the main home. The form asks it and the statement of fact prints it.
 */
export const MAIN_HOME_QUESTION = 'Is this your main home, where you live most of the year?';
export const MAIN_HOME_HINTS = {
  own: 'Answer No if it is a second home and you live mainly somewhere else.',
  rent: 'Answer No if you rent it as a second home and live mainly somewhere else.',
} as const;
