import type { FormEvent, RefObject } from 'react';
import type { ChangeProblems, ProductChangeForm } from '../../../lib/policy-change-form';
import { Card } from '../../../ui/card';
import { DateField } from '../../../ui/date-field';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary';
import { LeavingSubmitButton } from '../leaving/leaving-submit-button';
import { CHANGE_FIELD_IDS as IDS } from './change-form';
import { CHANGE_TEXTS as TEXT } from './change-texts';

/**
 * The summary's lines in the form's order: the product's fields, the day the change starts, then
 * the API's other refusals (nothing changed, the policy's own state), which belong to the form.
 */
function summaryOf(
  form: ProductChangeForm,
  draft: unknown,
  problems: ChangeProblems,
): SummaryError[] {
  const lines = form.summaryOf(draft, problems);
  if (problems.effective_date) {
    lines.push({ fieldId: IDS.effective_date, message: problems.effective_date });
  }
  for (const [key, message] of Object.entries(problems)) {
    if (key !== 'effective_date' && !form.showsProblem(key)) lines.push({ message });
  }
  return lines;
}

/**
 * The first step, 'What would you like to change?': the product's cover as it stands, to change
 * in place, and the day the change starts.
 */
export function ChangeDetailsStep({
  form,
  answers,
  endDate,
  draft,
  onDraftChange,
  startText,
  onStartTextChange,
  problems,
  attempts,
  pending,
  headingRef,
  onContinue,
}: {
  form: ProductChangeForm;
  answers: unknown;
  endDate: string;
  draft: unknown;
  onDraftChange: (draft: unknown) => void;
  startText: string;
  onStartTextChange: (text: string) => void;
  problems: ChangeProblems;
  attempts: number;
  pending: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onContinue: (event: FormEvent) => void;
}) {
  const { Fields } = form;
  return (
    <Card as="section" accent="primary" aria-labelledby="change-step-title">
      <ErrorSummary errors={summaryOf(form, draft, problems)} submitCount={attempts} />
      <h2 id="change-step-title" className="policies-heading" ref={headingRef} tabIndex={-1}>
        {TEXT.detailsStep}
      </h2>
      <p className="leaving-text">{TEXT.detailsLead}</p>
      <form noValidate onSubmit={onContinue} className="leaving-form change-form">
        <Fields answers={answers} draft={draft} onDraftChange={onDraftChange} problems={problems} />
        <DateField
          id={IDS.effective_date}
          label={TEXT.startLabel}
          hint={TEXT.startHint(endDate)}
          twoDigitYears="near"
          value={startText}
          error={problems.effective_date}
          onChange={(event) => onStartTextChange(event.target.value)}
        />
        <LeavingSubmitButton type="submit" pending={pending} pendingLabel={TEXT.pricing}>
          {TEXT.continue}
        </LeavingSubmitButton>
      </form>
    </Card>
  );
}
