import { productTypeOf, type ProfilePolicy, policyNumberLabel } from '@wallet/domain';
import { Navigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { productIconOf, webProductOf } from '../../../lib/web-product';
import { isAgent, useSession } from '../../../lib/session';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { Card } from '../../../ui/card';
import { ProductIcon } from '../../../ui/icons';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { PageSpinner, Spinner } from '../../../ui/spinner';
import { usePolicyDocuments } from '../api/get-policy-documents';
import { DocumentsPendingNotice } from '../components/documents-pending-notice';
import { documentsLabel } from '../lib/policy-products';
import { AgentPolicyDocumentsPage } from './agent-policy-documents-page';
import { DocumentGroups } from './document-groups';
import { DocumentsOnRequest } from './documents-on-request';
import { ProductDocumentLinks } from './product-document-links';
import '../policies.css';

type PolicyDocumentsPageProps = {
  policyId: string;
  policies: ProfilePolicy[];
  profileLoading: boolean;
};

/**
 * /documents/policy/{policy_id}: the product title plus 'Documents' (car-travel-payment.md 2).
 * Only the customer's own policies are shown: an id not in their profile goes back to the menu,
 * the same answer the API gives (404) for someone else's policy.
 */
export function PolicyDocumentsPage(props: PolicyDocumentsPageProps) {
  const { user } = useSession();
  // An agent has no policies of their own: they see the customer's, by name (issue 41).
  if (isAgent(user)) return <AgentPolicyDocumentsPage policyId={props.policyId} />;
  return <CustomerPolicyDocumentsPage {...props} />;
}

function CustomerPolicyDocumentsPage({
  policyId,
  policies,
  profileLoading,
}: PolicyDocumentsPageProps) {
  if (profileLoading) return <PageSpinner label="Loading your policy" />;
  const policy = policies.find((candidate) => candidate.policy_id === policyId);
  if (!policy) return <Navigate to={PATHS.documents} replace />;

  const type = productTypeOf(policy.policy_type);
  return (
    <>
      <PageHero
        title={documentsLabel(type)}
        lead={`${policyNumberLabel(type)} ${policy.policy_number}`}
        icon={<ProductIcon product={productIconOf(type)} size={40} />}
      />
      <PageBody overlap narrow>
        <Card accent="primary">
          {webProductOf(type).policyDocumentLinksPath === undefined ? (
            <HomePolicyDocuments policyId={policy.policy_id} />
          ) : (
            <ProductDocumentLinks product={type} policyReference={policy.reference_number} />
          )}
        </Card>
        <DocumentsOnRequest policy={policy} />
        <div className="policies-actions">
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}

function HomePolicyDocuments({ policyId }: { policyId: string }) {
  const documents = usePolicyDocuments(policyId);
  if (documents.isPending) return <Spinner label="Loading your documents" />;
  const groups = documents.data ?? [];
  return groups.length > 0 ? <DocumentGroups groups={groups} /> : <DocumentsPendingNotice />;
}
