import { agentAboutYouChecksSchema } from '@wallet/domain';
import type { GetQuoteSchemas } from '../get-quote/get-quote-schemas';

/**
 * About you's schema with the agent's checks (home.md 2 'Agent mode extras'), checked with the
 * domain's rule as the server checks it. Loaded for an agent only (about-you-form.tsx).
 */
export function withAgentChecks(schema: GetQuoteSchemas['aboutYou']): GetQuoteSchemas['aboutYou'] {
  // The form's values hold the agent's checks beside About you's; the step reads About you's.
  return schema.and(agentAboutYouChecksSchema) as unknown as GetQuoteSchemas['aboutYou'];
}
