/**
 * An agent's payment and what follows it (issue 41, decision 0033): the customer an agent's quote
 * is paid for, the documents of the policy the payment made (by name: an agent never opens a
 * customer's documents), and the e-mail that sends them to the customer. Agents and super agents
 * only; a policy or quote the agent journey did not make is answered as one that does not exist.
 * Each read and the sending are recorded for the customer in their own transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_DOCUMENTS_EMAIL,
  AGENT_DOCUMENTS_MESSAGES,
  AGENT_JOURNEY_MESSAGES,
  agentDocumentsSentSchema,
  agentPaymentCustomerQuerySchema,
  agentPaymentCustomerSchema,
  agentPolicyDocumentsSchema,
  agentPolicyParamsSchema,
  policyDocumentsPath,
  policyNumberLabel,
  productTypeOf,
  type AgentCustomer,
  type PolicyType,
} from '@wallet/domain';
import { apiErrorSchema, HttpError, notFound } from '../../lib/http-errors.js';
import { requireRole, signedInCaller } from '../../plugins/request-context.js';
import type { AgentProductSide } from '../../product-module.js';
import { customerEmail } from '../checkout/index.js';
import {
  actorOf,
  agentRefusals,
  agentRoute,
  inRecordedAction,
  recorded,
} from './recorded-action.js';

/** The template the outbox names the agent's documents e-mail by. */
export const AGENT_DOCUMENTS_TEMPLATE = 'agent-policy-documents';

/** A customer account as the agent's pages name it. */
const customerOf = (user: {
  givenName: string;
  familyName: string;
  email: string;
  passwordSet: boolean;
}): AgentCustomer => ({
  first_name: user.givenName,
  last_name: user.familyName,
  email: user.email,
  password_set: user.passwordSet,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The e-mail an agent's quote was made for, where the product's quote request keeps it (its
 * descriptor's person path; home: the policyholder's, car: the main driver's; decision 0021): its
 * customer until the payment claims it.
 */
function quoteEmailOf(agents: AgentProductSide, request: unknown): string | null {
  const [outer, person] = agents.personPath;
  const quote = isRecord(request) ? request[outer] : null;
  const holder = isRecord(quote) ? quote[person] : null;
  const email = isRecord(holder) ? holder.email : null;
  return typeof email === 'string' ? email : null;
}

export const agentPolicyDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repositories, clock } = app;
  const { users, bindRecords, documents, branches } = repositories;
  const guard = { onRequest: requireRole('agent') };
  const publicOrigin = app.config.publicOrigins[0]!;
  const productNameOf = (policyType: PolicyType) =>
    `${app.services.checkoutProducts.of(policyType).paymentRules.productLabel} Insurance`;

  /** A policy the agent journey made, or 404 as for one that does not exist. */
  const agentPolicyOf = async (policyId: string) => {
    const policy = await documents.agentPolicy(policyId);
    if (!policy) throw notFound(AGENT_DOCUMENTS_MESSAGES.noSuchPolicy);
    return policy;
  };

  app.get(
    '/agent/checkout/customer',
    {
      ...guard,
      schema: {
        ...agentRoute,
        summary:
          "Whom an agent's payment is for (issue 41): the customer's name and email for a quote made through the agent journey, their account or the one its email names (409 while there is none). Recorded as a read (`open`, view `payment_customer`).",
        querystring: agentPaymentCustomerQuerySchema,
        response: {
          200: agentPaymentCustomerSchema,
          ...agentRefusals,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const reference = request.query.quote_reference;
      const quote = await bindRecords.quoteForAgentPayment(reference);
      const product = quote && app.products.ofPolicyType(quote.product);
      if (!quote?.createdByAgentId || !product?.facts.soldByAgents || !product.agents) {
        throw notFound(AGENT_DOCUMENTS_MESSAGES.quoteNotFound);
      }
      const email = quoteEmailOf(product.agents, quote.request);
      const account = quote.ownerUserId
        ? await users.findById(quote.ownerUserId)
        : email
          ? await users.findByEmail(email)
          : undefined;
      if (!account || account.role !== 'customer') {
        throw new HttpError(409, 'NO_CUSTOMER_ACCOUNT', AGENT_JOURNEY_MESSAGES.noCustomerAccount);
      }
      return inRecordedAction(repositories, actorOf(request), clock, async () =>
        recorded(
          {
            quote_reference: reference,
            customer: customerOf({ ...account, passwordSet: account.passwordHash !== null }),
          },
          {
            action: 'open',
            customerUserId: account.id,
            subjectReference: reference,
            details: { view: 'payment_customer', product: quote.product },
          },
        ),
      );
    },
  );

  app.get(
    '/agent/policies/:policy_id/documents',
    {
      ...guard,
      schema: {
        ...agentRoute,
        summary:
          "A policy bought through the agent journey, its customer and its documents by name (issue 41): never a document's content or a link to it, which only the customer opens. Recorded as a read (`open`, view `policy_documents`).",
        params: agentPolicyParamsSchema,
        response: { 200: agentPolicyDocumentsSchema, ...agentRefusals, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const policy = await agentPolicyOf(request.params.policy_id);
      return inRecordedAction(repositories, actorOf(request), clock, async () =>
        recorded(
          {
            policy: {
              policy_id: policy.policyId,
              policy_type: policy.policyType,
              policy_number: policy.policyNumber,
              reference_number: policy.referenceNumber,
              start_date: policy.startDate,
              end_date: policy.endDate,
            },
            customer: customerOf(policy),
            documents: policy.documents.map((document) => ({
              display_name: document.displayName,
              description: document.description,
            })),
          },
          {
            action: 'open',
            customerUserId: policy.customerUserId,
            subjectReference: policy.referenceNumber,
            details: { view: 'policy_documents', product: policy.policyType },
          },
        ),
      );
    },
  );

  app.post(
    '/agent/policies/:policy_id/documents/email',
    {
      ...guard,
      schema: {
        ...agentRoute,
        summary:
          "Send a policy's documents to its customer (issue 41): an email to the customer's account naming each document and linking to the policy's documents page, where they sign in to open them. Only a policy bought through the agent journey; 409 while it has no documents yet. The email and the `documents_sent` row are written in one transaction.",
        params: agentPolicyParamsSchema,
        response: {
          200: agentDocumentsSentSchema,
          ...agentRefusals,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const policy = await agentPolicyOf(request.params.policy_id);
      if (policy.documents.length === 0) {
        throw new HttpError(409, 'DOCUMENTS_NOT_READY', AGENT_DOCUMENTS_MESSAGES.notReady);
      }
      const agentUserId = signedInCaller(request).userId;
      const agent = await users.findById(agentUserId);
      const branch = await branches.branchOfUser(agentUserId);
      const productName = productNameOf(policy.policyType);
      const texts = AGENT_DOCUMENTS_EMAIL;
      const message = customerEmail(
        { userId: policy.customerUserId, email: policy.email, givenName: policy.givenName },
        AGENT_DOCUMENTS_TEMPLATE,
        texts.subject(productName),
        [
          texts.intro(agent?.givenName ?? '', branch?.branch_name ?? null, productName),
          '',
          ...policy.documents.map((document) => `- ${document.displayName}`),
          '',
          `${policyNumberLabel(productTypeOf(policy.policyType))}: ${policy.policyNumber}`,
          '',
          texts.documentsLink,
          `${publicOrigin}${policyDocumentsPath(policy.policyId)}`,
          '',
          texts.keepReference,
        ],
      );
      return inRecordedAction(repositories, actorOf(request), clock, async (tx) => {
        await tx.outboxMessages.send(message);
        return recorded(
          { sent: true as const, document_count: policy.documents.length },
          {
            action: 'documents_sent',
            customerUserId: policy.customerUserId,
            subjectReference: policy.referenceNumber,
            details: { product: policy.policyType, documents: policy.documents.length },
          },
        );
      });
    },
  );
};
