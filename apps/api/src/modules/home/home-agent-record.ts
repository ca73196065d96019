/**
 * Decision 0031: whether the customer an agent quotes has a record with us for the data-security
 * check to compare with: their latest home quote, else their profile, as the agent's e-mail search
 * finds them (POST /home/applied_home_quotes/latest, then the profile search). The check is
 * required when there is one and refused when there is none, with the domain's rule.
 */
import {
  dataSecurityRecordOf,
  dataSecurityRecordOfProfile,
  dataSecurityRecordOfQuote,
  dataSecurityRecordProblem,
  type AgentQuoteChecks,
} from '@wallet/domain';
import { FieldValidationError } from '../../lib/http-errors.js';
import type { Repositories } from '../../repository-types.js';

/** Where the refusal is told in the agent's quote request. */
export const DATA_SECURITY_PATH = 'agent.data_security';

/** Whether the customer with this e-mail has a record to check against; false for no customer. */
export async function customerHasRecord(repositories: Repositories, email: string) {
  const user = await repositories.users.findByEmail(email);
  if (!user || user.role !== 'customer') return false;
  const [latest, profile] = await Promise.all([
    repositories.homeQuotes.latestOwnedBy(user.id),
    repositories.profiles.findByUserId(user.id),
  ]);
  const fromQuote = latest
    ? dataSecurityRecordOfQuote(latest.request.home_quote.policy_holder_details)
    : null;
  // The profile as the profile search answers it (its date of birth and address).
  const fromProfile = profile
    ? dataSecurityRecordOfProfile({
        date_of_birth: profile.dateOfBirth ?? null,
        address: {
          address_line1: profile.addressLine1,
          address_line2: profile.addressLine2,
          address_line3: profile.addressLine3,
          town: profile.town,
          county: profile.county,
          eircode: profile.eircode,
        },
      })
    : null;
  return dataSecurityRecordOf(fromQuote, fromProfile) !== null;
}

/**
 * Refuses (400 on agent.data_security) answers for a customer with no record, and a quote without
 * a passed check for a customer who has one. A staff account's e-mail is left to the quote's own
 * refusal.
 */
export async function checkDataSecurityAgainstRecord(
  repositories: Repositories,
  email: string,
  checks: AgentQuoteChecks,
): Promise<void> {
  const user = await repositories.users.findByEmail(email);
  if (user && user.role !== 'customer') return;
  const problem = dataSecurityRecordProblem(
    await customerHasRecord(repositories, email),
    checks.data_security,
  );
  if (problem) throw new FieldValidationError({ [DATA_SECURITY_PATH]: [problem] });
}
