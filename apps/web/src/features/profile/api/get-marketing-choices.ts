import { marketingChoicesSchema, type MarketingChoices } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

export const marketingChoicesQueryKey = ['account', 'marketing'] as const;

/** GET /account/marketing: each product's marketing choices, and the changes made to them. */
export async function getMarketingChoices(): Promise<MarketingChoices> {
  return readAnswer(marketingChoicesSchema, await apiRequest<unknown>('/account/marketing'));
}
