import { useParams } from 'react-router';
import { PolicyDocumentsPage } from '../../features/policies/documents/policy-documents-page';
import { useProfile } from '../../features/profile';

/** /documents/policy/{policy_id}: one of the customer's policies and its documents. */
export function Component() {
  const { policyId = '' } = useParams();
  const { profile, isLoading } = useProfile();
  return (
    <PolicyDocumentsPage
      policyId={policyId}
      policies={profile.policies}
      profileLoading={isLoading}
    />
  );
}
