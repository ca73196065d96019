import {
  CANCELLATION_REASON_MAX_LENGTH,
  COOLING_OFF_RIGHT,
  type CancellationKind,
  type CancellationQuoteResponse,
  type ProfilePolicy,
} from '@wallet/domain';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Card } from '../../../ui/card';
import { CharacterCountField } from '../../../ui/character-count-field';
import { DateField } from '../../../ui/date-field';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary';
import { KeptLine } from '../../../ui/kept-line';
import { LeavingSubmitButton } from './leaving-submit-button';
import type { LeavingProblems } from './leaving-problems';
import { withdrawUntilLine } from '../lib/withdrawal-right';
import { LEAVING_STEP_TEXTS as TEXT, LEAVING_TEXTS } from './leaving-texts';

/**
 * The first step's opening words: a withdrawal's right, or when a cancellation's cover ends. Drawn
 * while the policy loads too (`policy` null), the line naming its last day kept empty, so the step
 * drawn once it is in starts with the same words in the same places.
 */
export function LeavingOpeningWords({
  kind,
  policy,
  children,
}: {
  kind: CancellationKind;
  policy: ProfilePolicy | null;
  children?: ReactNode;
}) {
  if (kind === 'cancellation') {
    return (
      <div className="leaving-text">
        <p>{TEXT.cancelExplained}</p>
        {children}
      </div>
    );
  }
  const endsOn = policy ? policy.withdrawal_ends_on : undefined;
  return (
    <div className="leaving-text">
      {endsOn === undefined ? (
        <p>
          <KeptLine />
        </p>
      ) : (
        endsOn && <p>{withdrawUntilLine(endsOn)}</p>
      )}
      <p>{COOLING_OFF_RIGHT}</p>
      <p>{TEXT.withdrawExplained}</p>
      {children}
    </div>
  );
}

/** What the customer gives on the first step, as typed. */
export type LeavingDetails = { lastDayText: string; reason: string };

const FIELD_IDS = { last_day_of_cover: 'leaving-last-day', reason: 'leaving-reason' } as const;

/**
 * The first step: a withdrawal's right explained, or a cancellation's last day of cover (with
 * the fee in the terms once a quote has told it), then the optional reason.
 */
export function LeavingDetailsStep({
  kind,
  policy,
  today,
  quote,
  details,
  onDetailsChange,
  problems,
  attempts,
  pending,
  headingRef,
  onContinue,
}: {
  kind: CancellationKind;
  policy: ProfilePolicy;
  today: string;
  quote: CancellationQuoteResponse | null;
  details: LeavingDetails;
  onDetailsChange: (details: LeavingDetails) => void;
  problems: LeavingProblems;
  attempts: number;
  pending: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onContinue: (event: FormEvent) => void;
}) {
  const texts = LEAVING_TEXTS[kind];
  const summary: SummaryError[] = [
    ...(kind === 'cancellation' && problems.fields.last_day_of_cover
      ? [{ fieldId: FIELD_IDS.last_day_of_cover, message: problems.fields.last_day_of_cover }]
      : []),
    ...(problems.fields.reason
      ? [{ fieldId: FIELD_IDS.reason, message: problems.fields.reason }]
      : []),
    ...(problems.form ? [{ message: problems.form }] : []),
  ];
  const feeApplies =
    quote !== null && quote.fee_in_terms_cents > 0 && today > quote.withdrawal_ends_on;

  return (
    <Card as="section" accent="primary" aria-labelledby="leaving-step-title">
      <ErrorSummary errors={summary} submitCount={attempts} />
      <h2 id="leaving-step-title" className="policies-heading" ref={headingRef} tabIndex={-1}>
        {texts.firstStep}
      </h2>
      <form noValidate onSubmit={onContinue} className="leaving-form">
        {kind === 'withdrawal' ? (
          <LeavingOpeningWords kind={kind} policy={policy} />
        ) : (
          <>
            <LeavingOpeningWords kind={kind} policy={policy}>
              {feeApplies && <p>{TEXT.feeInTerms(quote.fee_in_terms_cents)}</p>}
            </LeavingOpeningWords>
            <DateField
              id={FIELD_IDS.last_day_of_cover}
              label={TEXT.lastDayLabel}
              hint={TEXT.lastDayHint(policy.end_date)}
              twoDigitYears="near"
              value={details.lastDayText}
              error={problems.fields.last_day_of_cover}
              onChange={(event) => onDetailsChange({ ...details, lastDayText: event.target.value })}
            />
          </>
        )}
        <CharacterCountField
          id={FIELD_IDS.reason}
          label={texts.reasonLabel}
          hint={TEXT.reasonHint}
          maxLength={CANCELLATION_REASON_MAX_LENGTH}
          value={details.reason}
          error={problems.fields.reason}
          onChange={(reason) => onDetailsChange({ ...details, reason })}
        />
        <LeavingSubmitButton type="submit" pending={pending} pendingLabel={TEXT.quoting}>
          {TEXT.continue}
        </LeavingSubmitButton>
      </form>
    </Card>
  );
}
