/**
 * The agents' audit trail (ours, beyond the spec): every agent action that reads or changes a
 * customer's data is recorded with who, when, from which branch, for which customer and what.
 * Super agents read all of it; a customer reads which agent acted for them and when.
 */
import { z } from 'zod';
import { USER_ROLES } from '../auth/session-schemas.js';
import { AGENT_AUDIT_PAGE_SIZE } from './agent-constants.js';
import { pageQuerySchema, pageSchema } from './agent-paging.js';
import { labelledList } from '../platform/labelled-list.js';

const AGENT_ACTIONS_WITH_LABELS = labelledList({
  search: 'Searched for your details',
  open: 'Opened your quote',
  quote: 'Prepared a quote for you',
  create_account: 'Created your account',
  match: 'Linked a policy portfolio to your account',
  unmatch: 'Removed a policy portfolio from your account',
  mobile_change: 'Changed your mobile number',
  contacted: 'Contacted you about your quote',
  payment_taken: 'Took a payment for you',
  documents_sent: 'Sent your policy documents to your email address',
  claim_opened: 'A claims handler looked at your claim',
  claim_file_opened: 'A claims handler opened a photo or document of your claim',
  claim_decided: 'A claims handler moved your claim on and told you why',
  claim_message: 'A claims handler wrote to you about your claim',
  complaint_opened: 'A member of our staff looked at your complaint',
  complaint_answered: 'A member of our staff answered your complaint',
});
export const AGENT_ACTIONS = AGENT_ACTIONS_WITH_LABELS.ids;
export type AgentAction = (typeof AGENT_ACTIONS)[number];

/** What each action was, in the words a customer reads on their own trail. */
export const AGENT_ACTION_DESCRIPTIONS: Record<AgentAction, string> =
  AGENT_ACTIONS_WITH_LABELS.labels;

/**
 * What an agent read, in the customer's words, by the kind its row's details name: `view` for a
 * record opened, `search` for a search or list that answered the customer (`list` and `purpose`
 * as the live quotes and the sign-in check's lookup name theirs). Each read says what was seen,
 * so a super agent who only looked at a customer's portfolio codes never reads as having opened
 * their quote.
 */
export const AGENT_READ_DESCRIPTIONS = {
  profile: 'Looked up your details',
  latest_quote: 'Opened your latest home quote',
  latest_car_quote: 'Opened your latest car quote',
  selected_quote: 'Opened your quote',
  customer_quotes: 'Looked at the list of your home quotes',
  portfolio_rows: 'Looked at the policy portfolio codes on your account',
  live_quotes: 'Saw your quote in the list of quotes to call back',
  branch_quotes: "Saw your quote in a branch's list of home quotes",
  quote_customers: 'Found you in a search of home quotes',
  users: 'Found you in a search of customer accounts',
  sign_in_check: 'Checked whether you have an account',
  payment_customer: 'Looked up your name and email address to take your payment',
  policy_documents: 'Looked at the list of your policy documents',
} as const;
export type AgentReadKind = keyof typeof AGENT_READ_DESCRIPTIONS;

const isReadKind = (value: unknown): value is AgentReadKind =>
  typeof value === 'string' && Object.hasOwn(AGENT_READ_DESCRIPTIONS, value);

/** What a recorded action was, in the words a customer reads on their own trail. */
export function agentActionDescription(
  action: AgentAction,
  details: Record<string, unknown>,
): string {
  if (action === 'open' || action === 'search') {
    const kind = [details.view, details.search, details.list, details.purpose].find(isReadKind);
    if (kind) return AGENT_READ_DESCRIPTIONS[kind];
  }
  return AGENT_ACTION_DESCRIPTIONS[action];
}

/** GET /agent/audit: a page of the trail, newest first, of one customer, agent or action. */
export const agentAuditQuerySchema = z.object({
  ...pageQuerySchema(AGENT_AUDIT_PAGE_SIZE),
  customer: z.uuid().optional(),
  agent: z.uuid().optional(),
  action: z.enum(AGENT_ACTIONS).optional(),
});
export type AgentAuditQuery = z.infer<typeof agentAuditQuerySchema>;

/**
 * One recorded action. details holds what the action was about without personal data: the
 * product, the search option, a page number, how many rows were answered; never what was typed.
 */
export const agentAuditEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601 instant. */
  at: z.string(),
  agent_user_id: z.string(),
  agent_name: z.string(),
  agent_role: z.enum(USER_ROLES),
  branch_id: z.number().int().nullable(),
  branch_name: z.string().nullable(),
  customer_user_id: z.string().nullable(),
  action: z.enum(AGENT_ACTIONS),
  /** A quote reference, a portfolio code or a branch: what the action named, if anything. */
  subject_reference: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AgentAuditEntry = z.infer<typeof agentAuditEntrySchema>;
export const agentAuditPageSchema = pageSchema(agentAuditEntrySchema);
export type AgentAuditPage = z.infer<typeof agentAuditPageSchema>;

/** GET /profile/profile/agent_actions: the signed-in customer's own trail, newest first. */
export const customerAgentActionsQuerySchema = z.object(pageQuerySchema(AGENT_AUDIT_PAGE_SIZE));

export const customerAgentActionSchema = z.object({
  at: z.string(),
  agent_name: z.string(),
  branch_name: z.string().nullable(),
  action: z.enum(AGENT_ACTIONS),
  description: z.string(),
});
export type CustomerAgentAction = z.infer<typeof customerAgentActionSchema>;
export const customerAgentActionsPageSchema = pageSchema(customerAgentActionSchema);
export type CustomerAgentActionsPage = z.infer<typeof customerAgentActionsPageSchema>;
