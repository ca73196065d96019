import {
  marketingChoicesSchema,
  type MarketingChoice,
  type MarketingChoices,
  type PolicyType,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** PUT /account/marketing/{policyType}: a product's choices set; answers them all as they stand. */
export async function changeMarketingChoices(
  policyType: PolicyType,
  choices: MarketingChoice,
): Promise<MarketingChoices> {
  const answer = await apiRequest<unknown>(`/account/marketing/${policyType}`, {
    method: 'PUT',
    body: choices,
  });
  return readAnswer(marketingChoicesSchema, answer);
}
