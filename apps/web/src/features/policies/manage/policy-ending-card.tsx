import { useMutation } from '@tanstack/react-query';
import {
  canWithdraw,
  isoToDisplayDate,
  type ProductType,
  type ProfilePolicy,
} from '@wallet/domain';
import { useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FieldError } from '../../../ui/field-error';
import { Spinner } from '../../../ui/spinner';
import { setPolicyAutoRenewal } from '../api/set-policy-auto-renewal';
import { SERVICING_PATHS } from '../lib/servicing-paths';
import { withdrawUntilLine } from '../lib/withdrawal-right';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

export const ENDING_TEXTS = {
  title: 'Ending or renewing your policy',
  withdraw: 'Withdraw from this contract',
  cancel: 'Cancel my policy',
  stopAutoRenewal: 'Stop automatic renewal',
  stopping: 'Stopping automatic renewal',
  autoRenewalOff: 'Automatic renewal is off.',
  autoRenewalStopped: (endDate: string) =>
    `Automatic renewal is off. Your policy will end on ${displayDate(endDate)} unless you renew it.`,
  stopFailed: 'Automatic renewal could not be stopped. Please try again.',
} as const;

/** The API's reason for refusing (fieldErrors.enabled), else the call's own message. */
function autoRenewalRefusalOf(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return ENDING_TEXTS.stopFailed;
  const body = error.detail.body as { fieldErrors?: { enabled?: unknown } } | undefined;
  const enabled = body?.fieldErrors?.enabled;
  const message = Array.isArray(enabled) ? enabled.find((m) => typeof m === 'string') : undefined;
  return typeof message === 'string' ? message : error.detail.message || ENDING_TEXTS.stopFailed;
}

/**
 * What the policy page offers to end the policy or its renewal: withdrawing during the withdrawal
 * period, else cancelling while it runs, and automatic renewal when the policy records it. A
 * cancelled, lapsed or renewed policy offers none.
 */
export function endingActionsOf(policy: ProfilePolicy, today: string) {
  const status = policy.status ?? 'active';
  const active = status === 'active';
  const withdrawable =
    policy.withdrawal_ends_on != null &&
    canWithdraw({ status, withdrawalEndsOn: policy.withdrawal_ends_on }, today);
  const cancellable = active && !withdrawable && policy.end_date >= today;
  const autoRenewal = active ? policy.auto_renewal : undefined;
  return {
    withdrawable,
    cancellable,
    autoRenewal,
    any: withdrawable || cancellable || autoRenewal !== undefined,
  };
}

/**
 * Issue 43: an active policy's ways to end. In the withdrawal period, withdrawing, in plain view
 * with the day the right ends (the EU's withdrawal function must be prominent the whole period);
 * after it, cancelling. And automatic renewal, stopped in one press.
 */
export function PolicyEndingCard({
  type,
  policy,
  today,
  onPolicyChanged,
}: {
  type: ProductType;
  policy: ProfilePolicy;
  today: string;
  /** Automatic renewal was stopped: whoever holds the customer's profile fetches it again. */
  onPolicyChanged?: (() => void) | undefined;
}) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [stoppedNow, setStoppedNow] = useState(false);
  const stopping = useMutation({
    mutationFn: () => setPolicyAutoRenewal(policy.policy_id, false),
    onSuccess: (answer) => {
      setStoppedNow(!answer.auto_renewal);
      // The button is gone: focus goes to what replaced it, which says what happened.
      requestAnimationFrame(() => statusRef.current?.focus());
      onPolicyChanged?.();
    },
  });

  const { withdrawable, cancellable, autoRenewal } = endingActionsOf(policy, today);
  const autoRenewalOn = autoRenewal === true && !stoppedNow;

  return (
    <Card as="section" className="manage-leaving-card" aria-labelledby="manage-leaving-title">
      <h2 id="manage-leaving-title" className="policies-heading">
        {ENDING_TEXTS.title}
      </h2>
      {withdrawable && (
        <>
          <p>{withdrawUntilLine(policy.withdrawal_ends_on!)}</p>
          <ButtonLink to={SERVICING_PATHS.withdrawPolicy(type)} variant="primary" block>
            {ENDING_TEXTS.withdraw}
          </ButtonLink>
        </>
      )}
      {cancellable && (
        <ButtonLink to={SERVICING_PATHS.cancelPolicy(type)} variant="secondary" block>
          {ENDING_TEXTS.cancel}
        </ButtonLink>
      )}
      <div className="manage-leaving__renewal">
        {autoRenewalOn && (
          <>
            <FieldError
              id="stop-auto-renewal-error"
              message={stopping.isError ? autoRenewalRefusalOf(stopping.error) : undefined}
            />
            <Button
              variant="secondary"
              block
              aria-disabled={stopping.isPending || undefined}
              aria-describedby={stopping.isError ? 'stop-auto-renewal-error' : undefined}
              onClick={() => {
                if (!stopping.isPending) stopping.mutate();
              }}
            >
              {stopping.isPending ? (
                <span className="policies-button-progress">
                  <Spinner label={ENDING_TEXTS.stopping} /> {ENDING_TEXTS.stopAutoRenewal}
                </span>
              ) : (
                ENDING_TEXTS.stopAutoRenewal
              )}
            </Button>
          </>
        )}
        {/* Always on the page, so what it comes to say is announced. */}
        <div role="status">
          {stoppedNow && (
            <p ref={statusRef} tabIndex={-1}>
              {ENDING_TEXTS.autoRenewalStopped(policy.end_date)}
            </p>
          )}
        </div>
        {!stoppedNow && autoRenewal === false && <p>{ENDING_TEXTS.autoRenewalOff}</p>}
      </div>
    </Card>
  );
}
