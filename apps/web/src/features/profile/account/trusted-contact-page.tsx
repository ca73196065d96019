import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  toInternationalMobile,
  toNationalMobile,
  TRUSTED_CONTACT_MESSAGES,
  TRUSTED_CONTACT_RELATIONSHIP_LABELS,
  TRUSTED_CONTACT_RELATIONSHIPS,
  trustedContactSchema,
  type TrustedContact,
} from '@wallet/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { summaryOf } from '../../../ui/error-summary-lines';
import { ErrorSummary } from '../../../ui/error-summary';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import {
  trustedContactQuery,
  setTrustedContact,
  trustedContactQueryKey,
} from '../api/trusted-contact';
import { AccountLoading } from './account-loading';
import { ACCOUNT_TEXTS } from './account-texts';
import { ChangeDetailFrame } from './change-detail-frame';
import type { AccountDone } from './code-step';
import { DetailSubmit } from './detail-submit';
import { showServerProblems } from './server-problems';
import './account.css';

const TEXT = ACCOUNT_TEXTS.trustedContact;
const FIELD_IDS = {
  name: 'trusted-name',
  relationship: 'trusted-relationship',
  mobile: 'trusted-mobile',
  email: 'trusted-email',
  consent: 'trusted-consent',
};
const RELATIONSHIP_OPTIONS = TRUSTED_CONTACT_RELATIONSHIPS.map((value) => ({
  value,
  label: TRUSTED_CONTACT_RELATIONSHIP_LABELS[value],
}));

/** The form, filled with the contact named so far; the confirmation is asked afresh. */
function TrustedContactForm({ held }: { held: TrustedContact | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(trustedContactSchema, {
    name: held?.name ?? '',
    relationship: held?.relationship ?? '',
    mobile: held ? toNationalMobile(held.mobile) : '',
    email: held?.email ?? '',
    consent: false,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      queryClient.setQueryData(
        trustedContactQueryKey,
        await setTrustedContact({
          ...values,
          email: values.email ?? '',
          mobile: toInternationalMobile(values.mobile),
        }),
      );
    } catch (error) {
      setFormError(
        showServerProblems(error, ['name', 'relationship', 'mobile', 'email', 'consent'], setError),
      );
      return;
    }
    navigate(PATHS.account, {
      state: { done: TRUSTED_CONTACT_MESSAGES.saved } satisfies AccountDone,
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={TEXT.title}>
      <ErrorSummary errors={summaryOf(errors, FIELD_IDS, formError)} submitCount={submitCount} />
      <TextField
        id={FIELD_IDS.name}
        label={TEXT.fields.name}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        id={FIELD_IDS.relationship}
        label={TEXT.fields.relationshipQuestion}
        placeholder={TEXT.choose}
        options={RELATIONSHIP_OPTIONS}
        error={errors.relationship?.message}
        {...register('relationship')}
      />
      <TextField
        id={FIELD_IDS.mobile}
        label={TEXT.fields.mobile}
        hint={ACCOUNT_TEXTS.changeMobile.mobileHint}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <TextField
        id={FIELD_IDS.email}
        label={TEXT.fields.emailOptional}
        type="email"
        autoComplete="off"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <Checkbox
        id={FIELD_IDS.consent}
        label={TEXT.consent}
        error={errors.consent?.message}
        {...register('consent')}
      />
      <DetailSubmit busy={isSubmitting} busyLabel={TEXT.saving}>
        {TEXT.save}
      </DetailSubmit>
    </form>
  );
}

/** Name or change your trusted contact. */
export function TrustedContactPage() {
  const held = useQuery(trustedContactQuery);
  return (
    <ChangeDetailFrame title={TEXT.title} lead={TEXT.pageLead}>
      <Card>
        {held.isPending ? (
          <AccountLoading label={TEXT.loading} />
        ) : (
          <TrustedContactForm held={held.data?.contact ?? null} />
        )}
      </Card>
    </ChangeDetailFrame>
  );
}
