import type { AddressValues } from '@wallet/domain';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { AddressLookupFields } from '../../../ui/address-lookup/address-lookup-fields';
import type { ChangeProblems } from '../../../lib/policy-change-form';
import { CORRESPONDENCE_BLOCK, correspondenceFieldOf } from './home-change-form';

type AddressForm = { [CORRESPONDENCE_BLOCK]: AddressValues };

/**
 * The correspondence address with the quote's own Eircode and address look-up. The look-up works
 * inside a form of its own (it reads and writes its fields through the form's context); what it
 * holds is copied to the change's draft, and the page's problems are shown on its fields.
 */
export function HomeCorrespondenceAddress({
  address,
  onAddressChange,
  problems,
}: {
  address: AddressValues;
  onAddressChange: (address: AddressValues) => void;
  problems: ChangeProblems;
}) {
  const methods = useForm<AddressForm>({ defaultValues: { [CORRESPONDENCE_BLOCK]: address } });
  const watched = useWatch({ control: methods.control, name: CORRESPONDENCE_BLOCK });
  const latest = useRef({ address, onAddressChange });
  latest.current = { address, onAddressChange };

  useEffect(() => {
    const values = { ...latest.current.address, ...watched };
    if (JSON.stringify(values) !== JSON.stringify(latest.current.address)) {
      latest.current.onAddressChange(values);
    }
  }, [watched]);

  useEffect(() => {
    methods.clearErrors();
    for (const [key, message] of Object.entries(problems)) {
      const field = correspondenceFieldOf(key);
      if (field) methods.setError(`${CORRESPONDENCE_BLOCK}.${field}`, { message });
    }
  }, [problems, methods]);

  return (
    <FormProvider {...methods}>
      <AddressLookupFields block={CORRESPONDENCE_BLOCK} />
    </FormProvider>
  );
}
