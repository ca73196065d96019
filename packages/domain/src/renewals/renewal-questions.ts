import { RENEWAL_MESSAGES } from './renewal-constants.js';

/**
 * home.md 2 (Renewal screens) and 5 (View quote and renewal): the renewal questions. The two claims
 * conditions are confirmations the customer ticks; the terms of the renewed policy must be
 * accepted unless the policy renews automatically on its current terms; the alternative insurer's
 * statement of fact must be confirmed before its policy is bought.
 */
export interface RenewalAnswers {
  claimsConditionOne: boolean | null;
  claimsConditionTwo: boolean | null;
  acceptedTermsAndConditions: boolean | null;
  autoRenewal: boolean;
  /** The alternative insurer's quote was chosen instead of the renewal. */
  alternativePolicy: boolean;
  /** The statement of fact page's acceptance; asked only for the alternative. */
  statementOfFactConfirmed?: boolean | null;
}

export type RenewalAnswerField =
  | 'claimsConditionOne'
  | 'claimsConditionTwo'
  | 'acceptedTermsAndConditions'
  | 'statementOfFactConfirmed';

export type RenewalAnswerProblems = Partial<Record<RenewalAnswerField, string>>;

/** The questions on the summary (not the statement of fact): 'Answer is required' for each unmet. */
export function renewalSummaryProblems(answers: RenewalAnswers): RenewalAnswerProblems {
  const problems: RenewalAnswerProblems = {};
  if (answers.claimsConditionOne !== true) {
    problems.claimsConditionOne = RENEWAL_MESSAGES.answerRequired;
  }
  if (answers.claimsConditionTwo !== true) {
    problems.claimsConditionTwo = RENEWAL_MESSAGES.answerRequired;
  }
  const termsNeeded = !answers.autoRenewal || answers.alternativePolicy;
  if (termsNeeded && answers.acceptedTermsAndConditions !== true) {
    problems.acceptedTermsAndConditions = RENEWAL_MESSAGES.answerRequired;
  }
  return problems;
}

/** Everything a renewal's purchase needs answered: the summary, and for the alternative its statement of fact. */
export function renewalAnswerProblems(answers: RenewalAnswers): RenewalAnswerProblems {
  const problems = renewalSummaryProblems(answers);
  if (answers.alternativePolicy && answers.statementOfFactConfirmed !== true) {
    problems.statementOfFactConfirmed = RENEWAL_MESSAGES.answerRequired;
  }
  return problems;
}

export type RenewalNextStep = 'statementOfFact' | 'payment' | 'autoRenewal';

/**
 * home.md 4 (Proceed routing): the alternative, auto-renewal off, or a policy not paid by direct
 * debit goes to the renewal's payment (the alternative through its statement of fact first);
 * auto-renewal on a direct-debit policy is confirmed at once, with nothing to pay now.
 */
export function renewalNextStep(choice: {
  alternativePolicy: boolean;
  autoRenewal: boolean;
  directDebitPolicy: boolean;
}): RenewalNextStep {
  if (choice.alternativePolicy) return 'statementOfFact';
  if (!choice.autoRenewal || !choice.directDebitPolicy) return 'payment';
  return 'autoRenewal';
}
