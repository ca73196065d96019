import {
  MARKETING_CHOICE_MESSAGES,
  type MarketingChoice,
  type MarketingChoices,
  type PolicyType,
} from '@wallet/domain';
import { notFound } from '../../lib/http-errors.js';
import type { MarketingChoicesRepository } from './marketing-choices-repository.js';

/**
 * A customer's marketing choices in Your account (issue 45): each product's as given at its
 * purchase, changed in one place, every change kept with its time (GDPR art. 7).
 */
export function createMarketingChoicesService(deps: { repository: MarketingChoicesRepository }) {
  const read = async (userId: string): Promise<MarketingChoices> => {
    const { products, changes } = await deps.repository.read(userId);
    return {
      products: products.map((product) => ({
        policy_type: product.policyType,
        choices: product.choice,
        changed_at: product.changedAt.toISOString(),
      })),
      changes: changes.map((change) => ({
        policy_type: change.policyType,
        choices: change.choice,
        source: change.source,
        at: change.changedAt.toISOString(),
      })),
    };
  };
  return {
    read,
    async change(
      userId: string,
      policyType: PolicyType,
      choice: MarketingChoice,
    ): Promise<MarketingChoices> {
      if (!(await deps.repository.change(userId, policyType, choice))) {
        throw notFound(MARKETING_CHOICE_MESSAGES.noProduct);
      }
      return read(userId);
    },
  };
}

export type MarketingChoicesService = ReturnType<typeof createMarketingChoicesService>;
