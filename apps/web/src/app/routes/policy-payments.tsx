import { Navigate, useParams } from 'react-router';
import { HostedCardFields } from '../../features/checkout/card-fields/hosted-card-fields';
import { isProductType } from '../../features/policies/lib/policy-products';
// The payment pages on their own, so the policy pages' code does not carry them.
import { BankAccountPage, PayMissedDebitPage } from '../../features/policies/payments';
import { useProfile } from '../../features/profile';
import { PATHS } from '../../lib/paths';
import { usePolicyNamedByLink } from './use-policy-named-by-link';

/**
 * /manage/product/{type}/pay-missed-debit: a missed direct debit paid now by card (issue 45),
 * with the checkout's own hosted card fields, which the app hands the page.
 */
export function PayMissedDebit() {
  const { type } = useParams();
  const { profile, isLoading } = useProfile();
  // The policy page's link names its policy (`?policy=`), as the reminder e-mail's may.
  usePolicyNamedByLink(isProductType(type) ? type : null);
  if (!isProductType(type)) return <Navigate to={PATHS.manage} replace />;
  return (
    <PayMissedDebitPage
      type={type}
      policies={profile.policies}
      profileLoading={isLoading}
      CardFields={HostedCardFields}
    />
  );
}

/** /manage/product/{type}/bank-account: a new bank account for the debits (issue 45). */
export function ChangeBankAccount() {
  const { type } = useParams();
  const { profile, isLoading } = useProfile();
  usePolicyNamedByLink(isProductType(type) ? type : null);
  if (!isProductType(type)) return <Navigate to={PATHS.manage} replace />;
  return <BankAccountPage type={type} policies={profile.policies} profileLoading={isLoading} />;
}
