import {
  matchPortfolioCodeOf,
  matchPortfolioCodeProblem,
  PORTFOLIO_CODE_MESSAGES,
  type MatchResponse,
  type PortfolioRow,
  type RetrievedUser,
} from '@wallet/domain';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useMatchPortfolioCode } from '../api/match-portfolio-code';
import { useUnmatchPortfolioCode } from '../api/unmatch-portfolio-code';
import { ConfirmDialog } from '../components/confirm-dialog';
import { OutcomeMessage, type Outcome } from '../components/outcome-message';
import { MATCHING_TEXTS as TEXT } from './matching-texts';

/** A row of the Match modal: the code the register holds (null for a new row) and as typed. */
type Row = { key: string; saved: string | null; value: string; error?: string };

type Question = { kind: 'edit' | 'delete'; key: string } | null;

const ADD_BUTTON_ID = 'portfolio-code-add';
const inputIdOf = (key: string) => `portfolio-code-${key}`;

let nextRowNumber = 0;
const newRowKey = () => `new-${(nextRowNumber += 1)}`;

/** platform.md 8: why a code could not be added, in the spec's words. */
function addFailure(answer: MatchResponse | null): string {
  if (answer?.matching_failure) {
    const { policy_holder_email, user_email } = answer.matching_failure;
    return PORTFOLIO_CODE_MESSAGES.alreadyRegistered(policy_holder_email, user_email);
  }
  return answer?.message || PORTFOLIO_CODE_MESSAGES.addFailed;
}

/**
 * platform.md 4.4, the portfolio rows: new rows are blank and editable; saving a valid code calls
 * match, a success shows its message and a failure removes the row. Changing a saved code asks
 * first (No puts the old code back); so does deleting one. A blank row goes without a call.
 */
export function PortfolioRowsEditor({
  user,
  initial,
}: {
  user: RetrievedUser;
  initial: readonly PortfolioRow[];
}) {
  const match = useMatchPortfolioCode();
  const unmatch = useUnmatchPortfolioCode();
  const [rows, setRows] = useState<Row[]>(() =>
    initial.map((row) => ({
      key: row.portfolio_code,
      saved: row.portfolio_code,
      value: row.portfolio_code,
    })),
  );
  const [question, setQuestion] = useState<Question>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const identifier = user.username;

  useEffect(() => {
    if (focusRow) document.getElementById(inputIdOf(focusRow))?.focus();
  }, [focusRow]);

  const rowOf = (key: string) => rows.find((row) => row.key === key);
  const change = (key: string, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const drop = (key: string) => {
    setRows((current) => current.filter((row) => row.key !== key));
    // The row and its buttons are gone: focus goes on to adding another.
    document.getElementById(ADD_BUTTON_ID)?.focus();
  };

  const addRow = () => {
    const key = newRowKey();
    setRows((current) => [...current, { key, saved: null, value: '' }]);
    setFocusRow(key);
  };

  /** Pairs the typed code; answers the answer, or null when the call failed. */
  const pair = async (code: string): Promise<MatchResponse | null> => {
    try {
      return await match.mutateAsync({ portfolio_code: code, third_party_identifier: identifier });
    } catch {
      return null;
    }
  };

  const addCode = async (row: Row) => {
    setBusy(true);
    const answer = await pair(row.value);
    setBusy(false);
    if (answer?.successfully_paired) {
      const code = matchPortfolioCodeOf(row.value);
      change(row.key, { saved: code, value: code });
      setOutcome({ tone: 'success', message: PORTFOLIO_CODE_MESSAGES.matched(user.email) });
      return;
    }
    drop(row.key);
    setOutcome({ tone: 'failure', message: addFailure(answer) });
  };

  const replaceCode = async (row: Row, old: string) => {
    setBusy(true);
    const answer = await pair(row.value);
    if (!answer?.successfully_paired) {
      setBusy(false);
      change(row.key, { value: old });
      setOutcome({ tone: 'failure', message: addFailure(answer) });
      return;
    }
    const code = matchPortfolioCodeOf(row.value);
    try {
      await unmatch.mutateAsync({ portfolio_code: old, third_party_identifier: identifier });
      change(row.key, { saved: code, value: code });
      setOutcome({ tone: 'success', message: PORTFOLIO_CODE_MESSAGES.matched(user.email) });
    } catch {
      // The new code is paired and the old one still is: both are shown as the register has them.
      setRows((current) => [
        ...current.map((each) =>
          each.key === row.key ? { ...each, saved: code, value: code } : each,
        ),
        { key: newRowKey(), saved: old, value: old },
      ]);
      setOutcome({ tone: 'failure', message: PORTFOLIO_CODE_MESSAGES.deleteFailed });
    } finally {
      setBusy(false);
    }
  };

  const deleteCode = async (row: Row, code: string) => {
    setBusy(true);
    try {
      await unmatch.mutateAsync({ portfolio_code: code, third_party_identifier: identifier });
      drop(row.key);
      setOutcome({ tone: 'success', message: TEXT.deleted(code) });
    } catch {
      setOutcome({ tone: 'failure', message: PORTFOLIO_CODE_MESSAGES.deleteFailed });
    } finally {
      setBusy(false);
    }
  };

  const save = (row: Row) => {
    const problem = matchPortfolioCodeProblem(row.value);
    if (problem) {
      change(row.key, { error: problem });
      document.getElementById(inputIdOf(row.key))?.focus();
      return;
    }
    if (row.saved === null) void addCode(row);
    else if (matchPortfolioCodeOf(row.value) !== row.saved)
      setQuestion({ kind: 'edit', key: row.key });
  };

  const remove = (row: Row) => {
    if (row.saved === null) drop(row.key);
    else setQuestion({ kind: 'delete', key: row.key });
  };

  const answer = (yes: boolean) => {
    const asked = question;
    setQuestion(null);
    const row = asked && rowOf(asked.key);
    if (!asked || !row || row.saved === null) return;
    if (asked.kind === 'edit') {
      if (yes) void replaceCode(row, row.saved);
      else change(row.key, { value: row.saved, error: undefined });
    } else if (yes) {
      void deleteCode(row, row.saved);
    }
  };

  const asked = question && rowOf(question.key);
  return (
    <>
      <OutcomeMessage outcome={outcome} />
      {rows.length === 0 && <p className="agent-muted">{TEXT.noCodes}</p>}
      <ul className="portfolio-rows" aria-busy={busy || undefined}>
        {rows.map((row, index) => {
          const changed = row.saved === null || row.value !== row.saved;
          return (
            <li key={row.key} className="portfolio-row">
              <TextField
                id={inputIdOf(row.key)}
                label={TEXT.codeLabel(index + 1)}
                // A row being filled in or changed says which format it takes; a saved row may
                // hold a code of Create Customer Account's kind, which the hint would contradict.
                hint={changed ? TEXT.codeHint : undefined}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                value={row.value}
                error={row.error}
                onChange={(event) =>
                  change(row.key, { value: event.target.value, error: undefined })
                }
              />
              <div className="portfolio-row__actions">
                {changed && (
                  <Button disabled={busy} onClick={() => save(row)}>
                    {TEXT.save}{' '}
                    <span className="visually-hidden">
                      {TEXT.codeLabel(index + 1).toLowerCase()}
                    </span>
                  </Button>
                )}
                <Button variant="secondary" disabled={busy} onClick={() => remove(row)}>
                  {TEXT.delete}{' '}
                  <span className="visually-hidden">{TEXT.codeLabel(index + 1).toLowerCase()}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Button id={ADD_BUTTON_ID} variant="secondary" disabled={busy} onClick={addRow}>
        {TEXT.addCode}
      </Button>
      <ConfirmDialog
        isOpen={asked !== null && asked !== undefined}
        title={question?.kind === 'delete' ? TEXT.confirmDeleteTitle : TEXT.confirmEditTitle}
        onAnswer={answer}
      >
        {asked && asked.saved !== null && (
          <p>
            {question?.kind === 'delete'
              ? TEXT.confirmDelete(asked.saved)
              : TEXT.confirmEdit(asked.saved, matchPortfolioCodeOf(asked.value))}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
