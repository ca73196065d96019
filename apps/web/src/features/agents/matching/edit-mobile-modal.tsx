import {
  AGENT_MOBILE_MESSAGES,
  agentMobileProblem,
  canSaveAgentMobile,
  type RetrievedUser,
} from '@wallet/domain';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { MOBILE_NUMBER_INPUT } from '../../../ui/mobile-number-input';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { useUpdateCustomerMobile } from '../api/update-customer-mobile';
import { MATCHING_TEXTS as TEXT } from './matching-texts';

const FIELD_ID = 'edit-mobile-number';

/**
 * platform.md 2.10 and 5: the edit-mobile modal. Save shows itself unavailable while the number is
 * unchanged or breaks the agent's rule; pressed with a number that breaks it, it says why.
 * `onClose` receives the success message when the number was changed.
 */
export function EditMobileModal({
  user,
  onClose,
}: {
  user: RetrievedUser;
  onClose: (success?: string) => void;
}) {
  const current = user.phone_number ?? '';
  const [typed, setTyped] = useState(current);
  const [shownProblem, setShownProblem] = useState<string | undefined>();
  const update = useUpdateCustomerMobile();
  const canSave = canSaveAgentMobile(current, typed);
  const name = `${user.first_name} ${user.last_name}`.trim();

  const save = () => {
    const problem = typed === current ? undefined : agentMobileProblem(typed);
    setShownProblem(problem);
    if (problem) document.getElementById(FIELD_ID)?.focus();
    if (!canSave || update.isPending) return;
    update.mutate(
      { username: user.username, phone_number: typed },
      { onSuccess: () => onClose(AGENT_MOBILE_MESSAGES.success) },
    );
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.mobileTitle(name)}
      closeLabel={TEXT.close}
      size="small"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          id={FIELD_ID}
          label={TEXT.mobileLabel}
          hint={TEXT.mobileHint}
          {...MOBILE_NUMBER_INPUT}
          autoComplete="off"
          value={typed}
          error={shownProblem}
          onChange={(event) => {
            setTyped(event.target.value);
            setShownProblem(undefined);
          }}
          onBlur={() => setShownProblem(typed === current ? undefined : agentMobileProblem(typed))}
        />
        {update.isError && (
          <p className="agent-form-error" role="alert">
            {AGENT_MOBILE_MESSAGES.failed}
          </p>
        )}
        <div className="agent-actions">
          <Button type="submit" aria-disabled={!canSave || update.isPending || undefined}>
            {TEXT.save}
          </Button>
          <Button variant="secondary" onClick={() => onClose()}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
