import type { ProductType } from '@wallet/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { rememberSelectedPolicy } from '../../features/policies/lib/selected-policy';

/**
 * A link that names its policy (`?policy=`, as the purchase e-mail's withdrawal link does) chooses
 * it as the list would: the page still finds it in the customer's own profile, or sends them to
 * the list.
 */
export function usePolicyNamedByLink(type: ProductType | null): void {
  const [searchParams] = useSearchParams();
  useState(() => {
    const named = searchParams.get('policy');
    if (named && type) rememberSelectedPolicy(type, named);
  });
}
