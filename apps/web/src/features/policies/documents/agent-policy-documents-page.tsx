import { productTypeOf, policyNumberLabel } from '@wallet/domain';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ProductIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { PageSpinner, Spinner } from '../../../ui/spinner';
import { documentsLabel } from '../lib/policy-products';
import { useAgentPolicyDocuments, useSendAgentPolicyDocuments } from './agent-policy-documents-api';
import { AGENT_DOCUMENTS_TEXTS as TEXT } from './agent-policy-documents-texts';
import './agent-policy-documents.css';
import { productIconOf } from '../../../lib/web-product';

/**
 * /documents/policy/{policy_id} for an agent (issue 41): the policy the agent's payment made, its
 * customer and its documents by name. An agent never opens a customer's documents (the API
 * refuses them); they send them to the customer by email.
 */
export function AgentPolicyDocumentsPage({ policyId }: { policyId: string }) {
  const listing = useAgentPolicyDocuments(policyId);
  const send = useSendAgentPolicyDocuments(policyId);
  if (listing.isPending) return <PageSpinner label={TEXT.loading} />;
  if (!listing.data) {
    return (
      <>
        <PageHero title={TEXT.title} />
        <PageBody narrow>
          <Notice tone="warning">
            <p>{TEXT.notFound}</p>
          </Notice>
          <div className="policies-actions">
            <BackToHomeLink />
          </div>
        </PageBody>
      </>
    );
  }
  const { policy, customer, documents } = listing.data;
  const type = productTypeOf(policy.policy_type);
  return (
    <>
      <PageHero
        title={documentsLabel(type)}
        lead={`${policyNumberLabel(type)} ${policy.policy_number}`}
        icon={<ProductIcon product={productIconOf(type)} size={40} />}
      />
      <PageBody overlap narrow>
        <div className="policies-agent-documents">
          <Card as="section" accent="primary" aria-labelledby="agent-documents-customer">
            <h2 id="agent-documents-customer" className="policies-agent-documents__title">
              {TEXT.customerTitle}
            </h2>
            <dl className="policies-agent-documents__customer">
              <div>
                <dt>{TEXT.customerName}</dt>
                <dd>
                  {customer.first_name} {customer.last_name}
                </dd>
              </div>
              <div>
                <dt>{TEXT.customerEmail}</dt>
                <dd>{customer.email}</dd>
              </div>
            </dl>
          </Card>
          <Card as="section" aria-labelledby="agent-documents-list">
            <h2 id="agent-documents-list" className="policies-agent-documents__title">
              {TEXT.documentsTitle}
            </h2>
            {documents.length === 0 ? (
              <p>{TEXT.noDocuments}</p>
            ) : (
              <>
                <p>{TEXT.documentsLead}</p>
                <ul className="policies-agent-documents__list">
                  {documents.map((document) => (
                    <li key={document.display_name}>
                      <span className="policies-agent-documents__name">
                        {document.display_name}
                      </span>
                      {document.description && (
                        <span className="policies-agent-documents__description">
                          {document.description}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
                <div aria-live="polite">
                  {send.isSuccess && (
                    <Notice tone="success">
                      <p>{TEXT.sent(send.data.document_count, customer.email)}</p>
                    </Notice>
                  )}
                  {send.isError && (
                    <Notice tone="warning">
                      <p>{TEXT.sendFailed}</p>
                    </Notice>
                  )}
                </div>
                <Button onClick={() => send.mutate()} disabled={send.isPending}>
                  {send.isPending ? (
                    <span className="policies-agent-documents__sending">
                      <Spinner label={TEXT.sending} /> {TEXT.send}
                    </span>
                  ) : (
                    TEXT.send
                  )}
                </Button>
              </>
            )}
          </Card>
        </div>
        <div className="policies-actions">
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}
