import { DEFAULT_PROFILE, type Profile, type ProfilePolicy } from '@wallet/domain';
import type { Repositories } from '../../repositories.js';
import type { PolicyRow } from './policies-repository.js';
import type { ProfileRow } from './profiles-repository.js';

function toProfilePolicy(policy: PolicyRow): ProfilePolicy {
  return {
    policy_type: policy.policyType,
    reference_number: policy.referenceNumber,
    policy_number: policy.policyNumber,
    policy_id: policy.policyId,
    start_date: policy.startDate,
  };
}

function toProfile(row: ProfileRow, email: string, policies: PolicyRow[]): Profile {
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
    policies: policies.map(toProfilePolicy),
    // Quotes in progress arrive with the quote journeys; until then a profile carries none.
    quote: null,
    default_response: false,
  };
}

export function createProfileService(
  repositories: Pick<Repositories, 'users' | 'profiles' | 'policies'>,
) {
  return {
    /**
     * platform.md 3.1: the user's profile with policies; a user who never gave profile details gets
     * the default empty profile (still listing any policies they hold).
     */
    async profileOf(userId: string): Promise<Profile> {
      const [user, profile, policies] = await Promise.all([
        repositories.users.findById(userId),
        repositories.profiles.findByUserId(userId),
        repositories.policies.listOfOwner(userId),
      ]);
      if (!user || !profile) return { ...DEFAULT_PROFILE, policies: policies.map(toProfilePolicy) };
      return toProfile(profile, user.email, policies);
    },
  };
}
