import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatIrishDateTime, toNationalMobile, type SignInDetails } from '@wallet/domain';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { Switch } from '../../../ui/switch';
import { signInDetailsQuery, signInDetailsQueryKey } from '../api/get-sign-in-details';
import { setSignInCodes } from '../api/set-sign-in-codes';
import { ACCOUNT_TEXTS } from './account-texts';

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

/** Codes by text at sign-in, on or off; the mobile must be there first. */
function SignInCodes({ details }: { details: SignInDetails }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: setSignInCodes,
    onSuccess: (on) =>
      queryClient.setQueryData<SignInDetails>(signInDetailsQueryKey, (held) =>
        held ? { ...held, sms_codes: on } : held,
      ),
  });
  const noMobile = !details.mobile;
  return (
    <div className="account-codes">
      <Switch
        label={TEXT.codesSwitch}
        stateLabels="on-off"
        isSelected={details.sms_codes}
        isDisabled={save.isPending || (noMobile && !details.sms_codes)}
        onChange={(on) => save.mutate(on)}
        aria-describedby="account-codes-hint"
      />
      <p id="account-codes-hint" className="account-codes__hint">
        {noMobile ? TEXT.codesNeedMobile : TEXT.codesHint}
      </p>
      <div role="status">
        {save.isSuccess && (
          <Notice tone="success">{save.data ? TEXT.codesOn : TEXT.codesOff}</Notice>
        )}
      </div>
      <div role="alert">{save.isError && <Notice tone="warning">{TEXT.codesFailed}</Notice>}</div>
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
