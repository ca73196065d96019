/**
 * An agent's payment and what follows it (issue 41): whom the payment is for, the policy's
 * documents as the agent sees them (by name: an agent never opens a customer's documents) and
 * the e-mail that sends them to the customer. Ours: the spec says agents take payments for
 * customers and shows nothing of these screens.
 */
import { z } from 'zod';
import { PURCHASE_EMAILS } from '../checkout/checkout-messages.js';
import { POLICY_TYPES } from '../products.js';

/** The customer as the agent's payment, thank-you and documents pages name them. */
export const agentCustomerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** False for an account an agent made that has no password yet: it is set from an e-mail. */
  password_set: z.boolean(),
});
export type AgentCustomer = z.infer<typeof agentCustomerSchema>;

/** GET /agent/checkout/customer: the customer an agent's quote is paid for. */
export const agentPaymentCustomerQuerySchema = z.object({
  quote_reference: z.string().trim().min(1).max(64),
});
export const agentPaymentCustomerSchema = z.object({
  quote_reference: z.string(),
  customer: agentCustomerSchema,
});
export type AgentPaymentCustomer = z.infer<typeof agentPaymentCustomerSchema>;

/** GET /agent/policies/{policy_id}/documents: the policy, its customer and its documents' names. */
export const agentPolicyDocumentsSchema = z.object({
  policy: z.object({
    policy_id: z.string(),
    policy_type: z.enum(POLICY_TYPES),
    policy_number: z.string(),
    reference_number: z.string(),
    start_date: z.string(),
    end_date: z.string(),
  }),
  customer: agentCustomerSchema,
  /** By name only: no identifier or link an agent could open them with. */
  documents: z.array(z.object({ display_name: z.string(), description: z.string() })),
});
export type AgentPolicyDocuments = z.infer<typeof agentPolicyDocumentsSchema>;

export const agentPolicyParamsSchema = z.object({ policy_id: z.string().trim().min(1).max(64) });

/** POST /agent/policies/{policy_id}/documents/email: what was sent (to the customer's account). */
export const agentDocumentsSentSchema = z.object({
  sent: z.literal(true),
  document_count: z.number().int().min(1),
});
export type AgentDocumentsSent = z.infer<typeof agentDocumentsSentSchema>;

/** Why the API refuses an agent's documents request. */
export const AGENT_DOCUMENTS_MESSAGES = {
  noSuchPolicy: 'No such policy bought through an agent.',
  notReady:
    'The policy documents are not ready yet. Please try again in a minute; the customer gets them by email either way.',
  agentCannotOpen:
    "Agents cannot open a customer's documents: send them to the customer by email from the policy's documents page.",
  quoteNotFound: 'No such quote made by an agent.',
} as const;

/** The e-mail an agent sends: the documents by name and where the customer opens them. */
export const AGENT_DOCUMENTS_EMAIL = {
  subject: (productName: string) => `Your ${productName} policy documents`,
  intro: (agentFirstName: string, branchName: string | null, productName: string) =>
    `As you asked ${agentFirstName}${branchName ? ` at our ${branchName} branch` : ''}, here are your ${productName} policy documents:`,
  documentsLink: PURCHASE_EMAILS.documentsLink,
  keepReference: PURCHASE_EMAILS.keepReference,
} as const;
