import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatIrishDateTime,
  toNationalMobile,
  TRUSTED_CONTACT_MESSAGES,
  TRUSTED_CONTACT_RELATIONSHIP_LABELS,
} from '@wallet/domain';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import {
  removeTrustedContact,
  trustedContactQuery,
  trustedContactQueryKey,
} from '../api/trusted-contact';
import { ACCOUNT_TEXTS } from './account-texts';

const TEXT = ACCOUNT_TEXTS.trustedContact;

/** The customer's trusted contact on Your account: who, since when, and the ways to change it. */
export function TrustedContactCard() {
  const queryClient = useQueryClient();
  const held = useQuery(trustedContactQuery);
  const remove = useMutation({
    mutationFn: removeTrustedContact,
    onSuccess: (answer) => queryClient.setQueryData(trustedContactQueryKey, answer),
  });
  const contact = held.data?.contact;
  let body;
  if (held.isPending) {
    body = <Spinner label={TEXT.loading} />;
  } else if (held.isError) {
    body = (
      <div role="alert">
        <Notice tone="warning">{TEXT.failed}</Notice>
      </div>
    );
  } else if (!contact) {
    body = (
      <Link to={PATHS.accountTrustedContact} className="account-details__change">
        {TEXT.name}
      </Link>
    );
  } else {
    body = (
      <>
        <dl className="account-details">
          {(
            [
              [TEXT.fields.name, contact.name],
              [TEXT.fields.relationship, TRUSTED_CONTACT_RELATIONSHIP_LABELS[contact.relationship]],
              [TEXT.fields.mobile, toNationalMobile(contact.mobile)],
              [TEXT.fields.email, contact.email ?? TEXT.none],
              [TEXT.fields.agreed, formatIrishDateTime(contact.consented_at)],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="account-details__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="account-form__submit account-trusted__actions">
          <Link to={PATHS.accountTrustedContact} className="account-details__change">
            {TEXT.change}
          </Link>
          <Button
            type="button"
            variant="link"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {TEXT.remove}
          </Button>
        </div>
      </>
    );
  }
  return (
    <Card as="section" aria-labelledby="account-trusted-title">
      <h2 id="account-trusted-title" className="account__heading">
        {TEXT.heading}
      </h2>
      <p>{TEXT.lead}</p>
      {body}
      <div role="status">
        {remove.isSuccess && <Notice tone="success">{TRUSTED_CONTACT_MESSAGES.removed}</Notice>}
      </div>
      <div role="alert">{remove.isError && <Notice tone="warning">{TEXT.notSaved}</Notice>}</div>
    </Card>
  );
}
