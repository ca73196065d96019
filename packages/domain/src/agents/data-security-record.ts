/**
 * What the data-security check compares the caller's answers with (home.md 2 'Agent mode extras',
 * decision 0031): the customer's record with us, their latest home quote or else their profile,
 * as the agent's e-mail search finds them. A customer with no record has nothing to check, so the
 * check is asked only when there is one; the screen and the server decide it with these rules.
 * Without the schema library, so the journey page can hold it.
 */
import { isoToDisplayDate } from '../dates/calendar-date.js';
import type { DataSecurityCheck } from './agent-checks.js';

/** Where a record comes from: the search loads the latest quote first, else the profile. */
export type DataSecurityRecordSource = 'quote' | 'profile';

/** The record's answer to each question, as shown to the agent; null when it holds none. */
export type DataSecurityRecord = { source: DataSecurityRecordSource } & Record<
  DataSecurityCheck,
  string | null
>;

/**
 * The record the agent's search found for an e-mail: `record` null when the customer has none.
 * Kept with About you's checks: the check is for the e-mail searched.
 */
export type DataSecurityLookup = { email: string; record: DataSecurityRecord | null };

type AddressLines = {
  address_line1?: string | null;
  address_line2?: string | null;
  address_line3?: string | null;
  town?: string | null;
  county?: string | null;
  eircode?: string | null;
  post_code?: string | null;
};

/** An address on one line, its empty parts left out; null when every part is empty. */
export function addressOnOneLine(address: AddressLines | null | undefined): string | null {
  if (!address) return null;
  const parts = [
    address.address_line1,
    address.address_line2,
    address.address_line3,
    address.town,
    address.county,
    address.eircode || address.post_code,
  ]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

const dateOfBirthShown = (date: string | null | undefined): string | null =>
  date ? (isoToDisplayDate(date) ?? date) : null;

/** A record that holds nothing to compare is no record. */
const heldOrNull = (record: DataSecurityRecord): DataSecurityRecord | null =>
  record.date_of_birth || record.property_address || record.correspondence_address ? record : null;

/** The record a saved home quote gives: its policyholder's date of birth and both addresses. */
export function dataSecurityRecordOfQuote(holder: {
  date_of_birth: string;
  primary_address: AddressLines;
  correspondence_address?: AddressLines | null;
}): DataSecurityRecord | null {
  const property = addressOnOneLine(holder.primary_address);
  return heldOrNull({
    source: 'quote',
    date_of_birth: dateOfBirthShown(holder.date_of_birth),
    property_address: property,
    // A quote without one had the correspondence address the same as the property's.
    correspondence_address: addressOnOneLine(holder.correspondence_address) ?? property,
  });
}

/**
 * The record a profile gives: the date of birth and the customer's address, which is where we
 * write to them. A profile does not say which property they insure.
 */
export function dataSecurityRecordOfProfile(profile: {
  date_of_birth: string | null;
  address: AddressLines | null;
}): DataSecurityRecord | null {
  return heldOrNull({
    source: 'profile',
    date_of_birth: dateOfBirthShown(profile.date_of_birth),
    property_address: null,
    correspondence_address: addressOnOneLine(profile.address),
  });
}

/** The latest quote's record, else the profile's: the order the e-mail search loads them in. */
export const dataSecurityRecordOf = (
  fromQuote: DataSecurityRecord | null,
  fromProfile: DataSecurityRecord | null,
): DataSecurityRecord | null => fromQuote ?? fromProfile;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the lookup held is the one for this e-mail (the agent has searched for it). */
export const isLookupFor = (lookup: DataSecurityLookup | null | undefined, email: string) =>
  lookup !== null && lookup !== undefined && sameEmail(lookup.email, email);
