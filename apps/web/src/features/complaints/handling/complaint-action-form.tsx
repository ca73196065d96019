import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMPLAINT_ACTIONS,
  COMPLAINT_LIMITS,
  COMPLAINT_OUTCOMES,
  COMPLAINT_OUTCOME_LABELS,
  complaintActionSchema,
  type ComplaintAction,
  type ComplaintOutcome,
  type StaffComplaintDetail,
} from '@wallet/domain';
import { useRef, useState, type FormEvent } from 'react';
import { apiFieldProblems } from '../../../lib/api-field-problems';
import { Button } from '../../../ui/button';
import { CharacterCountField } from '../../../ui/character-count-field';
import { ChoiceField } from '../../../ui/choice-field';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary';
import { Notice } from '../../../ui/notice';
import { actOnComplaint } from '../api/act-on-complaint';
import { handledComplaintQueryKey } from '../api/get-handled-complaint';
import { COMPLAINT_TEXTS as TEXT } from '../complaint-texts';

const IDS = {
  action: 'complaint-action',
  outcome: 'complaint-outcome',
  text: 'complaint-action-text',
} as const;
type Field = keyof typeof IDS;

const TEXT_LIMIT: Record<ComplaintAction, number> = {
  update: COMPLAINT_LIMITS.updateMaxLength,
  final_response: COMPLAINT_LIMITS.finalResponseMaxLength,
  resolve: COMPLAINT_LIMITS.updateMaxLength,
};
const TEXT_LABEL: Record<ComplaintAction, string> = {
  update: TEXT.updateText,
  final_response: TEXT.responseText,
  resolve: TEXT.resolveText,
};

/**
 * The staff's answer to a complaint: an update, the final response (with its outcome; the
 * Ombudsman's paragraph is added by the wallet) or its resolution, checked with the API's schema;
 * the complaint the API answers replaces the page's.
 */
export function ComplaintActionForm({ complaint }: { complaint: StaffComplaintDetail }) {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<ComplaintAction | null>(null);
  const [outcome, setOutcome] = useState<ComplaintOutcome | null>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [done, setDone] = useState(false);
  // A retry of the same answer keeps its id (an action that did arrive is made once).
  const sent = useRef<{ id: string; answer: string | null }>({
    id: crypto.randomUUID(),
    answer: null,
  });
  const sending = useMutation({
    mutationFn: (request: Parameters<typeof actOnComplaint>[1]) =>
      actOnComplaint(complaint.reference, request),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.isPending) return;
    setAttempts((count) => count + 1);
    setDone(false);
    setFormError(null);
    if (!action) {
      setProblems({ action: TEXT.actionRequired });
      return;
    }
    const answer = JSON.stringify({ action, outcome, text });
    if (sent.current.answer !== null && sent.current.answer !== answer) {
      sent.current = { id: crypto.randomUUID(), answer: null };
    }
    sent.current.answer = answer;
    const parsed = complaintActionSchema.safeParse({
      action,
      action_id: sent.current.id,
      text,
      ...(action === 'final_response' && outcome ? { outcome } : {}),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        if (field in IDS && !found[field]) found[field] = issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    sending.mutate(parsed.data, {
      onSuccess: (answered) => {
        queryClient.setQueryData(handledComplaintQueryKey(complaint.reference), answered);
        void queryClient.invalidateQueries({ queryKey: ['staff-complaints'] });
        sent.current = { id: crypto.randomUUID(), answer: null };
        setAction(null);
        setOutcome(null);
        setText('');
        setDone(true);
      },
      onError: (error) => {
        const refused = apiFieldProblems(error, ['action', 'outcome', 'text'] as const);
        setProblems(refused.fields);
        setFormError(refused.form);
        setAttempts((count) => count + 1);
      },
    });
  };

  if (complaint.actions.length === 0) {
    return (
      <>
        {done && (
          <Notice tone="success">
            <p>{TEXT.actionDone}</p>
          </Notice>
        )}
        <p className="complaint-text">{TEXT.noActions}</p>
      </>
    );
  }

  const summary: SummaryError[] = [
    ...(Object.keys(IDS) as Field[]).flatMap((field) =>
      problems[field] ? [{ fieldId: IDS[field], message: problems[field] }] : [],
    ),
    ...(formError ? [{ message: formError }] : []),
  ];
  return (
    <form noValidate onSubmit={onSubmit} aria-label={TEXT.answerTitle} className="complaint-form">
      <ErrorSummary errors={summary} submitCount={attempts} />
      {done && (
        <Notice tone="success">
          <p>{TEXT.actionDone}</p>
        </Notice>
      )}
      <ChoiceField
        id={IDS.action}
        name="complaint-action"
        label={TEXT.actionLabel}
        stacked
        options={COMPLAINT_ACTIONS.filter((each) => complaint.actions.includes(each)).map(
          (each, index) => ({
            value: each,
            label: TEXT.actions[each],
            ...(index === 0 ? {} : { id: `${IDS.action}-${each}` }),
          }),
        )}
        value={action}
        onChange={setAction}
        error={problems.action}
      />
      {action === 'final_response' && (
        <ChoiceField
          id={IDS.outcome}
          name="complaint-outcome"
          label={TEXT.outcomeLabel}
          stacked
          options={COMPLAINT_OUTCOMES.map((each, index) => ({
            value: each,
            label: COMPLAINT_OUTCOME_LABELS[each],
            ...(index === 0 ? {} : { id: `${IDS.outcome}-${each}` }),
          }))}
          value={outcome}
          onChange={setOutcome}
          error={problems.outcome}
        />
      )}
      <CharacterCountField
        id={IDS.text}
        label={TEXT_LABEL[action ?? 'update']}
        {...(action === 'final_response' ? { hint: TEXT.responseHint } : {})}
        maxLength={TEXT_LIMIT[action ?? 'update']}
        rows={6}
        value={text}
        error={problems.text}
        onChange={setText}
      />
      <Button type="submit" variant="primary" disabled={sending.isPending}>
        {sending.isPending ? TEXT.submittingAction : TEXT.submitAction}
      </Button>
    </form>
  );
}
