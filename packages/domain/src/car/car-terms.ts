import { CAR_TERMS_QUESTIONS, type CarTermsQuestion } from './car-lists.js';
import { CAR_TERMS_MESSAGES as M } from './car-messages.js';

/**
 * car-travel-payment.md 2 and 5: the car terms page, 'Acceptance of our Terms and conditions':
 * four questions and the acceptance. Each needs an answer ('Please select'); the acceptance must
 * be yes. A 'no' to a question is an answer: the insurer then needs to speak to the customer
 * (docs/car-rating.md: a referral), as the quote's assumptions do not hold. No schema library:
 * the page checks these few answers itself, and the server checks them in the quote payload.
 */
export const CAR_TERMS_FIELDS = [...CAR_TERMS_QUESTIONS, 'acceptedTermsAndConditions'] as const;
export type CarTermsField = (typeof CAR_TERMS_FIELDS)[number];

export type CarTermsValues = Record<CarTermsField, boolean | null>;

export const CAR_TERMS_DEFAULTS: CarTermsValues = Object.fromEntries(
  CAR_TERMS_FIELDS.map((field) => [field, null]),
) as CarTermsValues;

/** The wording of each question (ours: the spec names them without their words). */
export const CAR_TERMS_TEXTS: Record<CarTermsField, string> = {
  disability_reported:
    'Have you and every driver told the National Driver Licence Service of any disability or medical condition that affects your driving?',
  no_refusals:
    'Can you confirm that no driver has ever had car insurance refused, cancelled or renewed on special terms?',
  registered_to_you_or_spouse: 'Is the car registered to you or to your spouse or partner?',
  no_modifications:
    "Can you confirm that the car has not been modified from the maker's specification?",
  acceptedTermsAndConditions:
    'I have read and accept the terms and conditions, the disclosure requirements and the motor user agreement',
};

/** car-travel-payment.md 2: 'a 'Click here' button sets all four to Yes'. */
export function withAllQuestionsYes(values: CarTermsValues): CarTermsValues {
  return {
    ...values,
    ...(Object.fromEntries(CAR_TERMS_QUESTIONS.map((question) => [question, true])) as Record<
      CarTermsQuestion,
      boolean
    >),
  };
}

/** Each question answered and the terms accepted; 'Please select' under each that is not. */
export function carTermsProblems(values: CarTermsValues): Partial<Record<CarTermsField, string>> {
  const problems: Partial<Record<CarTermsField, string>> = {};
  for (const question of CAR_TERMS_QUESTIONS) {
    if (values[question] === null) problems[question] = M.select;
  }
  if (values.acceptedTermsAndConditions !== true) problems.acceptedTermsAndConditions = M.select;
  return problems;
}

/** The questions all answered yes: the assumptions a quote online is priced on. */
export function carTermsAllYes(values: CarTermsValues): boolean {
  return CAR_TERMS_QUESTIONS.every((question) => values[question] === true);
}
