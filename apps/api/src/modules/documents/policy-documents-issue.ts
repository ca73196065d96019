import type { PolicyType } from '@wallet/domain';
import type {
  PolicyDocuments,
  PolicyPayment,
} from '../../adapters/documents/policy-documents-port.js';
import type { CheckoutProducts } from '../checkout/index.js';
import type { PaymentRow, PolicyDocumentsRecords, PolicyRow } from './policy-documents-records.js';

/**
 * A policy's new-business documents, made as a bind makes them: the product's own document model
 * over the quote its payment froze (`policyToIssue(snapshot)`), rendered by the Documents port,
 * with the policy's numbers, period and the time it was issued. Written once per policy and name.
 */
export async function issuePolicyDocuments(
  deps: {
    products: Pick<CheckoutProducts, 'of'>;
    documents: PolicyDocuments;
    records: Pick<PolicyDocumentsRecords, 'insertDocuments'>;
  },
  policy: Pick<
    PolicyRow,
    'id' | 'policyNumber' | 'referenceNumber' | 'policyId' | 'startDate' | 'endDate' | 'createdAt'
  > & { policyType: PolicyType },
  payment: Pick<PaymentRow, 'quoteSnapshot'>,
  paid: PolicyPayment,
  /** When the documents were made, if not now: a seeded purchase's are dated at its purchase. */
  madeAt?: Date,
): Promise<number> {
  const issue = deps.products.of(policy.policyType).policyToIssue(payment.quoteSnapshot);
  if (!issue) throw new Error(`The quote of policy ${policy.policyId} holds no priced offer`);
  const rendered = await deps.documents.render(
    issue.documents(
      {
        policyNumber: policy.policyNumber,
        referenceNumber: policy.referenceNumber,
        policyId: policy.policyId,
        quoteReference: payment.quoteSnapshot.quoteReference,
        startDate: policy.startDate,
        endDate: policy.endDate,
        // The documents are those of the policy as it was issued, whenever they are made.
        issuedAt: policy.createdAt,
      },
      paid,
    ),
  );
  await deps.records.insertDocuments(
    policy.id,
    rendered.map((document) => ({
      name: document.name,
      displayName: document.displayName,
      description: document.description,
      businessProcess: 'NEW_BUSINESS',
      pdf: document.pdf,
      ...(madeAt ? { createdAt: madeAt } : {}),
    })),
  );
  return rendered.length;
}
