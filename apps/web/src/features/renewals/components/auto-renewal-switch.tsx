import { useId, useState } from 'react';
import { Switch } from '../../../ui/switch';
import { useSetAutoRenewal } from '../api/renewal-calls';
import { RENEWAL_SCREEN_TEXTS as TEXT } from '../renewal-texts';
import { displayDate } from './dates';

/**
 * The auto-renewal switch (home.md 2 autoRenewal; issue 23): automatic renewal turned on or off
 * with the server at once, free of charge, any time before the renewal date. What it now means is
 * said after each change, in a status line a screen reader announces.
 */
export function AutoRenewalSwitch({
  policyId,
  autoRenewal,
  renewalDate,
  onChanged,
}: {
  policyId: string;
  autoRenewal: boolean;
  /** YYYY-MM-DD */
  renewalDate: string;
  onChanged?: (autoRenewal: boolean) => void;
}) {
  const hintId = useId();
  const [changed, setChanged] = useState(false);
  const change = useSetAutoRenewal((now) => {
    setChanged(true);
    onChanged?.(now);
  });
  return (
    <div className="renewal-auto">
      <Switch
        label={TEXT.autoRenewal}
        stateLabels="on-off"
        isSelected={autoRenewal}
        isDisabled={change.isPending}
        aria-describedby={hintId}
        onChange={(enabled) => change.mutate({ policy_id: policyId, enabled })}
      />
      <p id={hintId} className="renewal-auto__hint">
        {TEXT.autoRenewalFree}
      </p>
      <p role="status" className="renewal-auto__status">
        {changed && !change.isPending
          ? autoRenewal
            ? TEXT.autoRenewalOn(displayDate(renewalDate))
            : TEXT.autoRenewalOff
          : ''}
      </p>
      {change.isError && (
        <p role="alert" className="renewal-auto__error">
          {TEXT.autoRenewalFailed}
        </p>
      )}
    </div>
  );
}
