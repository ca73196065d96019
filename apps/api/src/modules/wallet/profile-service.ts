import {
  DEFAULT_PROFILE,
  toNationalMobile,
  type Profile,
  type ProfileCreateInput,
  type ProfileCreateResponse,
  type ProfilePolicy,
} from '@wallet/domain';
import type { UserRow } from '../auth/index.js';
import type { Repositories } from '../../repository-types.js';
import { policyPaymentReadOf } from '../checkout/index.js';
import type { OwnedPolicy, PaymentRow, PoliciesRepository } from '../policies/index.js';
import type { ProfileRow } from './profiles-repository.js';
import { withdrawalEndsOnOf } from '../cancellations/index.js';
import { claimKindLabelOf } from '../claims/index.js';

/** A policy with the payment that made it (none for a policy made without one). */
type PaidPolicy = OwnedPolicy & { payment?: PaymentRow };

/** A claim in progress as the profile shows it on its policy. */
type ClaimInProgress = NonNullable<ProfilePolicy['claims_in_progress']>[number];

/** What a policy covers, read by its product from its quote's request (app.products). */
export type PolicyCoverReader = (policyType: string, quoteRequest: unknown) => string | null;

function toProfilePolicy(
  policy: PaidPolicy,
  policyCoverOf: PolicyCoverReader,
  claimsInProgress: readonly ClaimInProgress[] = [],
): ProfilePolicy {
  return {
    policy_type: policy.policyType,
    reference_number: policy.referenceNumber,
    policy_number: policy.policyNumber,
    policy_id: policy.policyId,
    start_date: policy.startDate,
    end_date: policy.endDate,
    insurer: policy.insurer,
    // The annual premium; how it was paid (a monthly plan's total and charge) is told apart.
    premium_cents: policy.premiumCents,
    payment: policyPaymentReadOf(policy, policy.payment, policy.madeChangesCents),
    cover: policyCoverOf(policy.policyType, policy.quoteRequest),
    renews_policy_id: policy.renewsPolicyId,
    status: policy.status,
    auto_renewal: policy.autoRenew,
    withdrawal_ends_on:
      policy.status === 'active' ? withdrawalEndsOnOf(policy, policy.createdAt) : null,
    ...(claimsInProgress.length > 0 ? { claims_in_progress: [...claimsInProgress] } : {}),
  };
}

function toProfile(row: ProfileRow, email: string, policies: readonly ProfilePolicy[]): Profile {
  return {
    title: row.title,
    first_name: row.firstName,
    last_name: row.lastName,
    email,
    date_of_birth: row.dateOfBirth,
    phone: row.phone,
    address: {
      address_line1: row.addressLine1,
      address_line2: row.addressLine2,
      address_line3: row.addressLine3,
      town: row.town,
      county: row.county,
      eircode: row.eircode,
    },
    occupation: row.occupation,
    promotion_code: row.promotionCode,
    staff_number: row.staffNumber,
    user_id: row.userId,
    policies: [...policies],
    // Quotes in progress arrive with the quote journeys; until then a profile carries none.
    quote: null,
    default_response: false,
  };
}

/** The owner's policies, each with the payment that made it. */
async function paidPoliciesOf(
  policies: Pick<PoliciesRepository, 'listOfOwner' | 'paymentsOfQuotes'>,
  ownerUserId: string,
): Promise<PaidPolicy[]> {
  const owned = await policies.listOfOwner(ownerUserId);
  const quoteIds = owned.flatMap((policy) => (policy.quoteId ? [policy.quoteId] : []));
  const paid = await policies.paymentsOfQuotes(quoteIds);
  return owned.map((policy) => ({
    ...policy,
    payment: policy.quoteId ? paid.get(policy.quoteId) : undefined,
  }));
}

export const PROFILE_CREATE_FAILURES = {
  emailMismatch: 'The email address does not match the signed-in account.',
  /** Also for a quote of someone else's: the answer never tells whether a reference exists. */
  quoteNotFound: 'No quote was found with this quote reference.',
} as const;

/** A customer without profile details yet: the default profile, named after the account. */
function profileFromAccount(user: UserRow, policies: readonly ProfilePolicy[]): Profile {
  return {
    ...DEFAULT_PROFILE,
    first_name: user.givenName,
    last_name: user.familyName,
    email: user.email,
    phone: user.phoneNumber ? toNationalMobile(user.phoneNumber) : null,
    user_id: user.id,
    policies: [...policies],
    default_response: false,
  };
}

/** The profile after sign-up and, when a quote is named, its pairing (platform.md 7). */
async function saveAndPair(
  repositories: Pick<Repositories, 'profiles' | 'quotePairing'>,
  user: UserRow,
  visitorKeyHash: string | null,
  payload: ProfileCreateInput,
): Promise<ProfileCreateResponse> {
  const userId = user.id;
  await repositories.profiles.upsert({
    userId,
    title: payload.title,
    firstName: payload.first_name,
    lastName: payload.last_name,
    phone: user.phoneNumber ? toNationalMobile(user.phoneNumber) : null,
    addressLine1: payload.address.address_line1,
    addressLine2: payload.address.address_line2,
    addressLine3: payload.address.address_line3,
    town: payload.address.town,
    county: payload.address.county,
    eircode: payload.address.eircode,
    analyseTransactions: payload.analyse_transactions,
  });
  if (!payload.quote_reference) return { successfully_paired: true };
  const pairing = await repositories.quotePairing.pair(
    payload.quote_reference,
    userId,
    visitorKeyHash,
  );
  if (pairing === 'paired') return { successfully_paired: true };
  return { successfully_paired: false, failure_reason: PROFILE_CREATE_FAILURES.quoteNotFound };
}

export function createProfileService(
  repositories: Pick<
    Repositories,
    'users' | 'profiles' | 'policies' | 'quotePairing' | 'transaction' | 'claims'
  >,
  policyCoverOf: PolicyCoverReader,
) {
  /** The owner's policies as the profile lists them, each with its claims in progress. */
  const profilePoliciesOf = async (userId: string) => {
    const [paid, inProgress] = await Promise.all([
      paidPoliciesOf(repositories.policies, userId),
      repositories.claims.inProgressOfOwner(userId),
    ]);
    return paid.map((policy) =>
      toProfilePolicy(
        policy,
        policyCoverOf,
        inProgress
          .filter((claim) => claim.policyNumber === policy.policyNumber)
          .map((claim) => ({
            reference: claim.reference,
            kind_label: claimKindLabelOf(policy.policyType, claim.kind),
            stage: claim.stage as ClaimInProgress['stage'],
          })),
      ),
    );
  };
  return {
    /**
     * platform.md 3.1: the user's profile with policies; a user who never gave profile details gets
     * the default empty profile (still listing any policies they hold).
     */
    async profileOf(userId: string): Promise<Profile> {
      const [user, profile, policies] = await Promise.all([
        repositories.users.findById(userId),
        repositories.profiles.findByUserId(userId),
        profilePoliciesOf(userId),
      ]);
      if (!user || !profile) return { ...DEFAULT_PROFILE, policies };
      return toProfile(profile, user.email, policies);
    },

    /**
     * platform.md 7: after sign-up the app creates the customer's profile and pairs the quote they
     * were buying. The profile is always the caller's own: the e-mail must be theirs.
     */
    async createAfterSignUp(
      userId: string,
      visitorKeyHash: string | null,
      payload: ProfileCreateInput,
    ): Promise<ProfileCreateResponse> {
      const user = await repositories.users.findById(userId);
      if (!user || user.email !== payload.email.toLowerCase()) {
        return {
          successfully_paired: false,
          failure_reason: PROFILE_CREATE_FAILURES.emailMismatch,
        };
      }
      // The profile and the pairing are written together or not at all.
      return repositories.transaction((tx) => saveAndPair(tx, user, visitorKeyHash, payload));
    },

    /**
     * platform.md 7 (agents): a customer's profile by e-mail; user_id present means found. A
     * customer who never gave profile details is still found, named after the account.
     */
    async searchByEmail(email: string): Promise<Profile> {
      const user = await repositories.users.findByEmail(email);
      if (!user || user.role !== 'customer') return DEFAULT_PROFILE;
      const [profile, policies] = await Promise.all([
        repositories.profiles.findByUserId(user.id),
        profilePoliciesOf(user.id),
      ]);
      return profile
        ? toProfile(profile, user.email, policies)
        : profileFromAccount(user, policies);
    },
  };
}
