import { AGENT_SEARCH_MESSAGES, API_ERROR_MESSAGES, type Branch } from '@wallet/domain';
import { useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { Typeahead } from '../../../ui/typeahead';
import { useBranches } from '../api/get-branches';
import { refusalOf } from '../api/read-answer';
import { useSetBranch } from '../api/set-branch';
import { branchItemsOf } from './branch-items';

export const SELECT_BRANCH_TITLE = 'Please Select Branch';
export const BRANCH_LABEL = 'Branch';
export const SAVE_BRANCH = 'Save branch';
export const CLOSE_LABEL = 'Close';
export const NO_BRANCH_FOUND = 'No branch matches what you typed';

/**
 * The branch box opens holding the agent's branch; what the agent types must replace that name,
 * not add to it ('Gal' finds Galway, where 'AthloneGal' would find nothing). So while the box
 * still holds the chosen branch's name, the whole name is selected when the box takes focus: on
 * Tab the browser does so itself, and a click, which would put the caret where it landed, selects
 * it again once the press is over. A click in a box that already has focus, or that holds what the
 * agent typed, places the caret as usual.
 */
function useSelectNameOnEntry(name: string | undefined) {
  const pressFocuses = useRef(false);
  const boxOf = (event: { target: EventTarget }) =>
    event.target instanceof HTMLInputElement ? event.target : null;
  const holdsName = (box: HTMLInputElement) => name !== undefined && box.value === name;
  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const box = boxOf(event);
      if (box && holdsName(box)) box.select();
    },
    onMouseDown: (event: MouseEvent<HTMLElement>) => {
      pressFocuses.current = boxOf(event) !== null && document.activeElement !== event.target;
    },
    onMouseUp: (event: MouseEvent<HTMLElement>) => {
      const box = boxOf(event);
      const focusedByPress = pressFocuses.current;
      pressFocuses.current = false;
      if (!box || !focusedByPress || !holdsName(box)) return;
      event.preventDefault();
      box.select();
    },
  };
}

/**
 * platform.md 2.6 and 4.4: 'Please Select Branch', a typeahead of the bank's branches. The branch
 * chosen is saved to the agent's profile. While the agent has no branch (`required`) the dialog
 * cannot be closed without choosing one: every agent action is recorded with its branch.
 */
export function BranchModal({
  isOpen,
  onClose,
  current,
  required,
}: {
  isOpen: boolean;
  onClose: () => void;
  current: Branch | null;
  required: boolean;
}) {
  const branches = useBranches(isOpen);
  const save = useSetBranch();
  const [chosen, setChosen] = useState<Branch | null>(current);
  const [problem, setProblem] = useState<string | null>(null);
  const items = branchItemsOf(branches.data ?? []);
  const entry = useSelectNameOnEntry(chosen?.branch_name);

  const onSave = () => {
    if (!chosen) {
      setProblem(AGENT_SEARCH_MESSAGES.optionRequired);
      return;
    }
    setProblem(null);
    save.mutate(chosen, { onSuccess: onClose });
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={SELECT_BRANCH_TITLE}
      isDismissable={!required}
      closeLabel={required ? undefined : CLOSE_LABEL}
      size="small"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {branches.isPending ? (
          <Spinner label="Loading the branches" />
        ) : (
          // The handlers act on the branch box inside (see useSelectNameOnEntry); the wrapper adds
          // no role or behaviour of its own.
          <div {...entry}>
            <Typeahead
              label={BRANCH_LABEL}
              description="Start typing the branch's name, then choose it from the list."
              items={items}
              emptyText={NO_BRANCH_FOUND}
              selectedKey={chosen?.id ?? null}
              onSelectionChange={(item) => {
                setChosen(
                  item ? (branches.data?.find((branch) => branch.id === item.key) ?? null) : null,
                );
                setProblem(null);
              }}
              errorMessage={problem ?? undefined}
              isRequired
            />
          </div>
        )}
        {save.isError && (
          <p className="agent-form-error" role="alert">
            {refusalOf(save.error)?.message ?? API_ERROR_MESSAGES.unexpected}
          </p>
        )}
        <div className="agent-actions">
          <Button type="submit" disabled={save.isPending}>
            {SAVE_BRANCH}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
