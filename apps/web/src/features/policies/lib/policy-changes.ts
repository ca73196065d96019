import type { ProductType, ProfilePolicy } from '@wallet/domain';
import { webProductOf } from '../../../lib/web-product';

/**
 * Whether the policy may be changed online today (issue 43): its product has a change form, and
 * the policy is in force (the API checks again).
 */
export function canChangeOnline(type: ProductType, policy: ProfilePolicy, today: string): boolean {
  return (
    webProductOf(type).loadChangeForm !== undefined &&
    (policy.status ?? 'active') === 'active' &&
    policy.end_date >= today
  );
}
