import {
  claimablePolicyProblem,
  productFacts,
  type ProductType,
  type ProfilePolicy,
} from '@wallet/domain';

/**
 * Whether a claim on the policy may be made online today (issue 44): its product has a claim
 * form, and the policy can be claimed on (started, ended within the year). The API checks again;
 * the claims line stays for everything else.
 */
export function canClaimOnline(type: ProductType, policy: ProfilePolicy, today: string): boolean {
  const facts = productFacts(type);
  return (
    facts.claimForm !== undefined &&
    claimablePolicyProblem(
      {
        startDate: policy.start_date,
        endDate: policy.end_date,
        claimsPhoneNumber: facts.claims.phoneNumber,
      },
      today,
    ) === null
  );
}
