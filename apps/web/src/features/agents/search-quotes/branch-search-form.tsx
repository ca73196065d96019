import { AGENT_SEARCH_MESSAGES } from '@wallet/domain';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { Spinner } from '../../../ui/spinner';
import { Typeahead } from '../../../ui/typeahead';
import { useBranches } from '../api/get-branches';
import { branchItemsOf } from '../branch/branch-items';
import { SEARCH_QUOTES_TEXTS as TEXT } from './search-quotes-texts';

const FIELD_ID = 'quote-search-branch';

/** platform.md 2.10: the branch typeahead of Search All Home Quotes. */
export function BranchSearchForm({
  initial,
  onSearch,
}: {
  initial: string | null;
  onSearch: (branchName: string) => void;
}) {
  const branches = useBranches();
  const [chosen, setChosen] = useState<string | null>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitCount, setSubmitCount] = useState(0);
  const items = branchItemsOf(branches.data ?? []);

  if (branches.isPending) return <Spinner label="Loading the branches" />;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitCount((count) => count + 1);
        if (!chosen) {
          setProblem(AGENT_SEARCH_MESSAGES.optionRequired);
          return;
        }
        setProblem(null);
        onSearch(chosen);
      }}
    >
      <ErrorSummary
        errors={problem ? [{ fieldId: FIELD_ID, message: problem }] : []}
        submitCount={submitCount}
      />
      <div className="agent-search-row agent-search-row--two">
        <Typeahead
          label={TEXT.branchLabel}
          description={TEXT.branchHint}
          items={items}
          emptyText={TEXT.noBranchFound}
          selectedKey={items.find((item) => item.value === chosen)?.key ?? null}
          onSelectionChange={(item) => {
            setChosen(item?.value ?? null);
            setProblem(null);
          }}
          errorMessage={problem ?? undefined}
          inputId={FIELD_ID}
          isRequired
        />
        <Button type="submit">{TEXT.search}</Button>
      </div>
    </form>
  );
}
