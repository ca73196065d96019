import type { ProductType } from '@wallet/domain';

/**
 * platform.md 2.8: choosing a policy in the list stores it for the product page. Only the policy
 * id is kept; the page looks it up in the customer's own profile, so a stale or edited value can
 * never show someone else's policy. Sign-out clears session storage.
 */
const keyOf = (type: ProductType) => `wallet:selected-policy:${type}`;

export function rememberSelectedPolicy(type: ProductType, policyId: string): void {
  try {
    sessionStorage.setItem(keyOf(type), policyId);
  } catch {
    // Storage can be unavailable (private mode quotas); the product page then asks again.
  }
}

export function readSelectedPolicy(type: ProductType): string | null {
  try {
    return sessionStorage.getItem(keyOf(type));
  } catch {
    return null;
  }
}
