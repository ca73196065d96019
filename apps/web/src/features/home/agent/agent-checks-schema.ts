import {
  agentAboutYouChecksSchema,
  agentLookupProblem,
  type DataSecurityLookup,
} from '@wallet/domain';
import type { GetQuoteSchemas } from '../get-quote/get-quote-schemas';

/**
 * About you's schema with the agent's checks (home.md 2 'Agent mode extras', decision 0031),
 * checked with the domain's rule as the server checks it: the data-security check is asked when
 * the e-mail search found a record of the customer, and the search must have been made for the
 * e-mail typed (told at the e-mail). Loaded for an agent only (about-you-form.tsx).
 */
export function withAgentChecks(schema: GetQuoteSchemas['aboutYou']): GetQuoteSchemas['aboutYou'] {
  // The form's values hold the agent's checks beside About you's; the step reads About you's.
  return schema.and(agentAboutYouChecksSchema).superRefine((values, context) => {
    const { email } = values as { email?: string };
    const { lookup } = (values as { agentChecks: { lookup: DataSecurityLookup | null } })
      .agentChecks;
    const problem = agentLookupProblem(email ?? '', lookup);
    if (problem) context.addIssue({ code: 'custom', path: ['email'], message: problem });
  }) as unknown as GetQuoteSchemas['aboutYou'];
}
