import type { ProductType } from '@wallet/domain';
import { createSessionStore, STORED_TEXT } from '../../../lib/session-store';

/**
 * platform.md 2.8: choosing a policy in the list stores it for the product page. Only the policy
 * id is kept (as plain text); the page looks it up in the customer's own profile, so a stale or
 * edited value can never show someone else's policy. Sign-out clears session storage.
 */
const storeOf = (type: ProductType) =>
  createSessionStore(`wallet:selected-policy:${type}`, STORED_TEXT, { encoding: 'text' });

export function rememberSelectedPolicy(type: ProductType, policyId: string): void {
  // Without storage the product page asks again.
  storeOf(type).write(policyId);
}

export function readSelectedPolicy(type: ProductType): string | null {
  return storeOf(type).read();
}
