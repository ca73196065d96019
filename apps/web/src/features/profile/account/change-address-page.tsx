import { useQueryClient } from '@tanstack/react-query';
import {
  CORRESPONDENCE_ADDRESS_MESSAGES,
  correspondenceAddressSchema,
  correspondenceAddressValuesOf,
  type Profile,
} from '@wallet/domain';
import { useState } from 'react';
import { FormProvider, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { apiFieldMessages } from '../../../lib/api-field-problems';
import { ApiRequestError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { AddressLookupFields } from '../../../ui/address-lookup/address-lookup-fields';
import { Card } from '../../../ui/card';
import { ErrorSummary } from '../../../ui/error-summary';
import { summaryErrorsOf } from '../../../ui/journey/field-ids';
import { Notice } from '../../../ui/notice';
import { changeAddress } from '../api/change-address';
import { PROFILE_QUERY_ROOT, useProfile } from '../api/get-profile';
import { AccountLoading } from './account-loading';
import { ACCOUNT_TEXTS } from './account-texts';
import { ChangeDetailFrame } from './change-detail-frame';
import type { AccountDone } from './code-step';
import { DetailSubmit } from './detail-submit';
import './account.css';

const TEXT = ACCOUNT_TEXTS.changeAddress;
type Values = ReturnType<typeof correspondenceAddressValuesOf>;

/** The form, filled with the address held, through the quote forms' Eircode look-up. */
function ChangeAddressForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(
    correspondenceAddressSchema,
    correspondenceAddressValuesOf(profile.address),
  );
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let saved;
    try {
      saved = await changeAddress(values);
    } catch (error) {
      // The API checks with the form's own schema: its field paths are the form's.
      const { byPath, message } = apiFieldMessages(error);
      const fields = Object.entries(byPath).filter(([path]) => path.startsWith('address.'));
      for (const [path, fieldMessage] of fields) {
        setError(path as Path<Values>, { type: 'server', message: fieldMessage });
      }
      setFormError(error instanceof ApiRequestError && fields.length > 0 ? null : message);
      return;
    }
    // The address as saved, at once: Your account shows it even if its next read fails.
    queryClient.setQueriesData<Profile>({ queryKey: PROFILE_QUERY_ROOT }, (held) =>
      held ? { ...held, address: saved.address } : held,
    );
    await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT });
    navigate(PATHS.account, {
      state: { done: CORRESPONDENCE_ADDRESS_MESSAGES.saved } satisfies AccountDone,
    });
  });

  const summary = summaryErrorsOf(errors);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={TEXT.title}>
        <ErrorSummary
          errors={formError ? [...summary, { message: formError }] : summary}
          submitCount={submitCount}
        />
        <AddressLookupFields block="address" />
        <DetailSubmit busy={isSubmitting} busyLabel={TEXT.saving}>
          {TEXT.save}
        </DetailSubmit>
      </form>
    </FormProvider>
  );
}

/**
 * Change your address (issue 45): where we write to the customer. A policy's own address (the
 * home it insures, where the car is kept) is a change to that policy, priced first (issue 43).
 */
export function ChangeAddressPage() {
  const { profile, isLoading, isError } = useProfile();
  return (
    <ChangeDetailFrame title={TEXT.title} lead={TEXT.lead}>
      <Notice>
        <p>
          {TEXT.policiesNote} <Link to={PATHS.manage}>{TEXT.manage}</Link>
        </p>
      </Notice>
      <Card>
        {isLoading ? (
          <AccountLoading label={ACCOUNT_TEXTS.details.loading} />
        ) : isError ? (
          <div role="alert">
            <Notice tone="warning">{ACCOUNT_TEXTS.details.failed}</Notice>
          </div>
        ) : (
          <ChangeAddressForm profile={profile} />
        )}
      </Card>
    </ChangeDetailFrame>
  );
}
