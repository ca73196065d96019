import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatIrishDateTime,
  toNationalMobile,
  turnOffSignInCodesSchema,
  type SignInDetails,
} from '@wallet/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorSummary } from '../../../ui/error-summary';
import { summaryOf } from '../../../ui/error-summary-lines';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { Switch } from '../../../ui/switch';
import { signInDetailsQuery, signInDetailsQueryKey } from '../api/get-sign-in-details';
import { setSignInCodes } from '../api/set-sign-in-codes';
import { ACCOUNT_TEXTS } from './account-texts';
import { CurrentPasswordField } from './current-password-field';
import { showServerProblems } from './server-problems';

const TEXT = ACCOUNT_TEXTS.signIn;

/** A row of the card: what it is, as it stands, and the way to change it. */
function DetailRow({
  term,
  value,
  changeTo,
  changeWhat,
}: {
  term: string;
  value: string;
  changeTo: string;
  changeWhat: string;
}) {
  return (
    <div className="account-details__row account-details__row--changeable">
      <dt>{term}</dt>
      <dd>{value}</dd>
      <dd className="account-details__change">
        <Link to={changeTo}>
          {TEXT.change} <span className="visually-hidden">{changeWhat}</span>
        </Link>
      </dd>
    </div>
  );
}

const OFF_FIELD_IDS = { currentPassword: 'codes-off-password' };

/**
 * Turning codes by text off: the password as it stands first, since the code is the second factor
 * and a session left open must not take it away. The API checks it as a sign-in does.
 */
function TurnOffCodes({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(turnOffSignInCodesSchema, { currentPassword: '' });
  useEffect(() => setFocus('currentPassword'), [setFocus]);

  const onSubmit = handleSubmit(async ({ currentPassword }) => {
    setFormError(null);
    try {
      const on = await setSignInCodes({ smsMfa: false, currentPassword });
      queryClient.setQueryData<SignInDetails>(signInDetailsQueryKey, (held) =>
        held ? { ...held, sms_codes: on } : held,
      );
      onDone();
    } catch (error) {
      setFormError(showServerProblems(error, ['currentPassword'], setError));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={TEXT.codesOffTitle}
      className="account-codes__off"
    >
      <p className="account-codes__hint">{TEXT.codesOffLead}</p>
      <ErrorSummary
        errors={summaryOf(errors, OFF_FIELD_IDS, formError)}
        submitCount={submitCount}
      />
      <CurrentPasswordField
        id={OFF_FIELD_IDS.currentPassword}
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="account-form__submit">
        <Button type="submit" disabled={isSubmitting} aria-disabled={isSubmitting || undefined}>
          {TEXT.codesOffConfirm}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {TEXT.codesOffCancel}
        </Button>
        {isSubmitting && <Spinner label={TEXT.codesOffSending} />}
      </div>
    </form>
  );
}

/**
 * Codes by text at sign-in: on at a touch (the mobile must be there first); off only after the
 * password step.
 */
function SignInCodes({ details }: { details: SignInDetails }) {
  const queryClient = useQueryClient();
  const [askingPassword, setAskingPassword] = useState(false);
  const [done, setDone] = useState<'on' | 'off' | null>(null);
  const switchArea = useRef<HTMLDivElement>(null);
  const backToSwitch = useRef(false);
  const turnOn = useMutation({
    mutationFn: () => setSignInCodes({ smsMfa: true }),
    onSuccess: (on) => {
      queryClient.setQueryData<SignInDetails>(signInDetailsQueryKey, (held) =>
        held ? { ...held, sms_codes: on } : held,
      );
      setDone(on ? 'on' : 'off');
    },
  });
  useEffect(() => {
    // The password step closed: the switch takes the focus back.
    if (askingPassword || !backToSwitch.current) return;
    backToSwitch.current = false;
    switchArea.current?.querySelector('input')?.focus();
  }, [askingPassword]);
  const closeStep = (outcome: 'off' | null) => {
    backToSwitch.current = true;
    setAskingPassword(false);
    setDone(outcome);
  };
  const noMobile = !details.mobile;
  return (
    <div className="account-codes">
      <div ref={switchArea}>
        <Switch
          label={TEXT.codesSwitch}
          stateLabels="on-off"
          isSelected={details.sms_codes}
          isDisabled={turnOn.isPending || askingPassword || (noMobile && !details.sms_codes)}
          onChange={(on) => {
            setDone(null);
            turnOn.reset();
            if (on) turnOn.mutate();
            else setAskingPassword(true);
          }}
          aria-describedby="account-codes-hint"
        />
      </div>
      <p id="account-codes-hint" className="account-codes__hint">
        {noMobile ? TEXT.codesNeedMobile : TEXT.codesHint}
      </p>
      {askingPassword && (
        <TurnOffCodes onDone={() => closeStep('off')} onCancel={() => closeStep(null)} />
      )}
      <div role="status">
        {done && <Notice tone="success">{done === 'on' ? TEXT.codesOn : TEXT.codesOff}</Notice>}
      </div>
      <div role="alert">{turnOn.isError && <Notice tone="warning">{TEXT.codesFailed}</Notice>}</div>
    </div>
  );
}

/** How the customer signs in: the address, the mobile, the password, and codes by text. */
export function SignInDetailsCard() {
  const details = useQuery(signInDetailsQuery);
  let body;
  if (details.isPending) {
    body = <Spinner label={TEXT.loading} />;
  } else if (details.isError) {
    body = (
      <div role="alert">
        <Notice tone="warning">{TEXT.failed}</Notice>
      </div>
    );
  } else {
    const held = details.data;
    const mobile = held.mobile ? toNationalMobile(held.mobile) : null;
    const waiting = held.pending_email ?? held.pending_mobile;
    body = (
      <>
        <dl className="account-details">
          <DetailRow
            term={TEXT.email}
            value={held.email}
            changeTo={PATHS.accountEmail}
            changeWhat={TEXT.changeWhat.email}
          />
          <DetailRow
            term={TEXT.mobile}
            value={mobile ? (held.mobile_verified ? mobile : TEXT.unproven(mobile)) : TEXT.notGiven}
            changeTo={PATHS.accountMobile}
            changeWhat={TEXT.changeWhat.mobile}
          />
          <DetailRow
            term={TEXT.password}
            value={
              held.password_changed_at
                ? TEXT.passwordChanged(formatIrishDateTime(held.password_changed_at))
                : TEXT.passwordSet
            }
            changeTo={PATHS.accountPassword}
            changeWhat={TEXT.changeWhat.password}
          />
        </dl>
        {waiting && <p className="account__note">{TEXT.waiting(waiting)}</p>}
        <SignInCodes details={held} />
      </>
    );
  }
  return (
    <Card as="section" aria-labelledby="account-sign-in-title">
      <h2 id="account-sign-in-title" className="account__heading">
        {TEXT.heading}
      </h2>
      {body}
    </Card>
  );
}
