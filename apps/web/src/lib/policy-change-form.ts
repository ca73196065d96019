import type { ReactNode } from 'react';
import type { SummaryError } from '../ui/error-summary';

/** A change form's problems by the API's keys (its fieldErrors' keys). */
export type ChangeProblems = Record<string, string>;

/** What the shared change page hands a product's fields. */
export interface ChangeFieldsProps<Answers, Draft> {
  /** The policy's changeable answers as its latest version stands. */
  answers: Answers;
  draft: Draft;
  onDraftChange: (draft: Draft) => void;
  problems: ChangeProblems;
}

/**
 * A product's mid-term change form (issue 43), which the shared change page wraps with the day the
 * change starts, the error summary, the pricing and the payment. Each product declares its own in
 * its feature folder and hands it to the page through its WebProduct (loadChangeForm), so the
 * page's code does not carry any product's form until that product's page is opened.
 */
export interface ProductChangeForm<Answers = unknown, Draft = unknown> {
  /** The version's answers (the API's `answers`) as this form reads them; null when it cannot. */
  readAnswers(answers: Record<string, unknown>): Answers | null;
  /** The form as the policy stands. */
  draftOf(answers: Answers): Draft;
  /**
   * The product's `change` (only what differs from the policy as it stands) and what is wrong
   * with it, by the API's keys, with the domain's rules and messages: the API checks the same.
   */
  changeOf(answers: Answers, draft: Draft): { change: object; problems: ChangeProblems };
  /** The error summary's lines for the problems this form shows, in the form's order. */
  summaryOf(draft: Draft, problems: ChangeProblems): SummaryError[];
  /** Whether a problem's key is one this form shows by a field (others belong to the page). */
  showsProblem(key: string): boolean;
  /** The fields, drawn inside the page's form (hooks allowed: it is rendered as a component). */
  Fields(props: ChangeFieldsProps<Answers, Draft>): ReactNode;
}

/** Forgets a form's own types, for the page that only hands them back. */
export function changeFormOf<Answers, Draft>(
  form: ProductChangeForm<Answers, Draft>,
): ProductChangeForm {
  return form as unknown as ProductChangeForm;
}
