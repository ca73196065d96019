import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLAIM_LIMITS,
  claimHandlerActionProblems,
  formatEuro,
  typedAmountCents,
  type ClaimHandlerAction,
  type ClaimHandlerActionRequest,
  type StaffClaimDetail,
} from '@wallet/domain';
import { useRef, useState, type FormEvent } from 'react';
import { apiFieldMessages } from '../../../../lib/api-field-problems';
import { Button } from '../../../../ui/button';
import { CharacterCountField } from '../../../../ui/character-count-field';
import { ChoiceField } from '../../../../ui/choice-field';
import { ErrorSummary, type SummaryError } from '../../../../ui/error-summary';
import { Notice } from '../../../../ui/notice';
import { TextField } from '../../../../ui/text-field';
import { actOnClaim } from './api/act-on-claim';
import { HANDLING_TEXTS as TEXT } from './handling-texts';

const FIELD = {
  action: 'claim-action',
  question: 'claim-action-question',
  amount_cents: 'claim-action-amount',
  reasons: 'claim-action-reasons',
  paid_how: 'claim-action-paid-how',
  note: 'claim-action-note',
} as const;
type Field = keyof typeof FIELD;
const NO_TEXT = { question: '', amount: '', reasons: '', paidHow: '', note: '' };

/**
 * The handler's next step on the claim, among those its stage allows: checked with the API's
 * rules before it is sent, and sent with an id of its own so a retry records it once.
 */
export function ClaimActionForm({
  claim,
  queryKey,
}: {
  claim: StaffClaimDetail;
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<ClaimHandlerAction | null>(null);
  const [text, setText] = useState(NO_TEXT);
  const [problems, setProblems] = useState<Partial<Record<Field | 'form', string>>>({});
  const [attempts, setAttempts] = useState(0);
  const [done, setDone] = useState(false);
  // One id for the step as written: sent again after a failure, the API records it once.
  const [sending, setSending] = useState({ id: '', as: '' });
  const heading = useRef<HTMLHeadingElement>(null);
  const recording = useMutation({
    mutationFn: (request: ClaimHandlerActionRequest) => actOnClaim(claim.reference, request),
  });

  const requestOf = (id: string): ClaimHandlerActionRequest | null => {
    const note = text.note.trim() ? { note: text.note } : {};
    switch (action) {
      case 'assess':
        return { action, action_id: id, ...note };
      case 'ask':
        return { action, action_id: id, question: text.question };
      case 'approve': {
        const cents = typedAmountCents(text.amount);
        return cents === null ? null : { action, action_id: id, amount_cents: cents, ...note };
      }
      case 'settle':
        return { action, action_id: id, ...note };
      case 'settle_outside':
        return { action, action_id: id, paid_how: text.paidHow, ...note };
      case 'decline':
        return { action, action_id: id, reasons: text.reasons };
      default:
        return null;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (recording.isPending) return;
    setAttempts((count) => count + 1);
    setDone(false);
    if (!action) return setProblems({ action: TEXT.chooseAction });
    if (action === 'approve' && typedAmountCents(text.amount) === null) {
      return setProblems({ amount_cents: TEXT.amountInvalid });
    }
    const as = JSON.stringify(requestOf(''));
    const id = as === sending.as ? sending.id : crypto.randomUUID();
    setSending({ id, as });
    const request = requestOf(id)!;
    const found = claimHandlerActionProblems(request, claim.stage);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    recording.mutate(request, {
      onSuccess: (answer) => {
        queryClient.setQueryData(queryKey, answer);
        setAction(null);
        setText(NO_TEXT);
        // The next step is another, even in the same words: it gets an id of its own.
        setSending({ id: '', as: '' });
        setDone(true);
        // The form may give way to fewer choices or none: the card's heading keeps the focus.
        heading.current?.focus();
      },
      onError: (error) => {
        const refused = apiFieldMessages(error);
        const fields = Object.fromEntries(
          Object.entries(refused.byPath).filter(([field]) => field in FIELD),
        );
        setProblems(Object.keys(fields).length > 0 ? fields : { form: refused.message });
        setAttempts((count) => count + 1);
      },
    });
  };

  const summary: SummaryError[] = [
    ...(Object.keys(FIELD) as Field[]).flatMap((field) =>
      problems[field] ? [{ fieldId: FIELD[field], message: problems[field]! }] : [],
    ),
    ...(problems.form ? [{ message: problems.form }] : []),
  ];

  return (
    <>
      <h2 id="handled-actions-title" className="policies-heading" ref={heading} tabIndex={-1}>
        {TEXT.actionsHeading}
      </h2>
      <p className="visually-hidden" aria-live="polite">
        {done ? TEXT.recorded : ''}
      </p>
      {done && (
        <Notice tone="success">
          <p>{TEXT.recorded}</p>
        </Notice>
      )}
      {claim.actions.length === 0 ? (
        <p className="leaving-text">{TEXT.noActions}</p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="leaving-form claim-action-form">
          <ErrorSummary errors={summary} submitCount={attempts} />
          <ChoiceField
            id={FIELD.action}
            name="claim-action"
            label={TEXT.actionLegend}
            stacked
            options={claim.actions.map((value, index) => ({
              value,
              label: TEXT.actionLabels[value],
              ...(index > 0 ? { id: `${FIELD.action}-${value}` } : {}),
            }))}
            value={action}
            error={problems.action}
            onChange={(value) => {
              setAction(value);
              setDone(false);
            }}
          />
          {action === 'ask' && (
            <CharacterCountField
              id={FIELD.question}
              label={TEXT.questionLabel}
              hint={TEXT.questionHint}
              maxLength={CLAIM_LIMITS.messageMaxLength}
              value={text.question}
              error={problems.question}
              onChange={(question) => setText({ ...text, question })}
            />
          )}
          {action === 'approve' && (
            <TextField
              id={FIELD.amount_cents}
              label={TEXT.amountLabel}
              hint={
                claim.excess_cents === null
                  ? TEXT.amountHint
                  : TEXT.amountHintExcess(formatEuro(claim.excess_cents))
              }
              inputMode="decimal"
              autoComplete="off"
              value={text.amount}
              error={problems.amount_cents}
              onChange={(event) => setText({ ...text, amount: event.target.value })}
            />
          )}
          {action === 'decline' && (
            <CharacterCountField
              id={FIELD.reasons}
              label={TEXT.reasonsLabel}
              hint={TEXT.reasonsHint}
              maxLength={CLAIM_LIMITS.messageMaxLength}
              value={text.reasons}
              error={problems.reasons}
              onChange={(reasons) => setText({ ...text, reasons })}
            />
          )}
          {action === 'settle' && claim.amount_cents !== null && claim.pays_to && (
            <p className="leaving-text">
              {TEXT.settleWillPay(formatEuro(claim.amount_cents), claim.pays_to)}
            </p>
          )}
          {action === 'settle_outside' && (
            <>
              <p className="leaving-text">{TEXT.noAccountOnRecord}</p>
              <CharacterCountField
                id={FIELD.paid_how}
                label={TEXT.paidHowLabel}
                hint={TEXT.paidHowHint}
                maxLength={CLAIM_LIMITS.paidHowMaxLength}
                value={text.paidHow}
                error={problems.paid_how}
                onChange={(paidHow) => setText({ ...text, paidHow })}
              />
            </>
          )}
          {(action === 'assess' ||
            action === 'approve' ||
            action === 'settle' ||
            action === 'settle_outside') && (
            <CharacterCountField
              id={FIELD.note}
              label={TEXT.noteLabel}
              maxLength={CLAIM_LIMITS.messageMaxLength}
              value={text.note}
              error={problems.note}
              onChange={(note) => setText({ ...text, note })}
            />
          )}
          <Button type="submit" variant="primary" disabled={recording.isPending}>
            {recording.isPending ? TEXT.recording : TEXT.record}
          </Button>
        </form>
      )}
    </>
  );
}
