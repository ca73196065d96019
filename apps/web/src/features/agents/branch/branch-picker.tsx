import { useState } from 'react';
import { useBranch } from '../api/get-branch';
import { BranchModal } from './branch-modal';
import './branch-picker.css';

export const CHANGE_BRANCH = 'Change branch';

/**
 * platform.md 2.7 and 4.4: the agent's branch in the header, which opens the branch dialog to
 * change it. An agent without a branch is asked for one at once (platform.md 2.6).
 */
export function BranchPicker() {
  const branch = useBranch();
  const [changing, setChanging] = useState(false);
  if (branch.isPending || branch.isError) return null;
  const current = branch.data;
  const required = current === null;
  return (
    <>
      {current && (
        <button
          type="button"
          className="branch-picker"
          aria-haspopup="dialog"
          onClick={() => setChanging(true)}
        >
          <span className="branch-picker__label">Branch:</span>{' '}
          <span className="branch-picker__name">{current.branch_name}</span>
          <span className="visually-hidden">, {CHANGE_BRANCH}</span>
        </button>
      )}
      {(required || changing) && (
        <BranchModal
          isOpen
          required={required}
          current={current}
          onClose={() => setChanging(false)}
        />
      )}
    </>
  );
}
