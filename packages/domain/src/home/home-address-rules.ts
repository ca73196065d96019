// The home forms' and payloads' address rules, in a module of their own: a policy's change of
// correspondence address is checked without the whole quote's rules, and without the phone
// library their contact rules bring (issue 46).
import { z } from 'zod';
import {
  addressValuesSchema,
  type AddressValues,
  type CheckedAddress,
} from '../address/address-form-schema.js';
import { EMPTY_ADDRESS_VALUES } from '../address/address-form-values.js';
import { displayAddressOf } from '../address/display-address.js';
import { isEircode } from '../address/eircode.js';
import { isBlank, report, type Problem } from '../fields/field-rules.js';
import { ADDRESS_PART_MESSAGES, addressPartProblem } from './home-answer-rules.js';
import { HOME_ADDRESS_MESSAGES } from './home-messages.js';
import type { HomeAddressPayload } from './home-quote-payload.js';

/**
 * What is wrong with a home payload's address, by its field (the quote's rules and messages): a
 * quote's property and correspondence addresses, and a policy's new correspondence address.
 */
export function homeAddressProblems(address: HomeAddressPayload): Record<string, string> {
  const problems: Record<string, Problem> = {
    address_line1: addressPartProblem(address.address_line1, ADDRESS_PART_MESSAGES.addressLine1),
    address_line2:
      address.address_line2 === undefined
        ? undefined
        : addressPartProblem(address.address_line2, ADDRESS_PART_MESSAGES.addressLine2),
    address_line3:
      address.address_line3 === undefined
        ? undefined
        : addressPartProblem(address.address_line3, ADDRESS_PART_MESSAGES.addressLine3),
    town: addressPartProblem(address.town, ADDRESS_PART_MESSAGES.town),
    county: addressPartProblem(address.county, ADDRESS_PART_MESSAGES.county),
    post_code:
      address.post_code && !isEircode(address.post_code)
        ? HOME_ADDRESS_MESSAGES.eircodeInvalid
        : undefined,
  };
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/**
 * home.md 5: an address comes from the lookup list or from manual lines. Text typed in the lookup
 * box but not chosen is 'Answer is Required'; nothing at all is 'Eircode or address is required'.
 * Once a result is chosen or manual lines are started, the lines themselves are checked.
 */
export function checkAddress(
  address: AddressValues,
  context: z.RefinementCtx,
  path: readonly PropertyKey[],
): void {
  const manualStarted = [address.addressLine1, address.town, address.county].some(
    (part) => !isBlank(part),
  );
  if (!address.addressChosen) {
    if (!isBlank(address.displayAddress)) {
      report(context, [...path, 'displayAddress'], HOME_ADDRESS_MESSAGES.addressNotChosen);
    } else if (!manualStarted) {
      report(context, [...path, 'displayAddress'], HOME_ADDRESS_MESSAGES.addressRequired);
      return;
    }
  }
  if (!address.addressChosen && !manualStarted) return;
  const part = (field: keyof AddressValues, problem: Problem) =>
    report(context, [...path, field], problem);
  for (const field of ['addressLine1', 'addressLine2', 'addressLine3', 'town', 'county'] as const) {
    part(field, addressPartProblem(address[field], ADDRESS_PART_MESSAGES[field]));
  }
  if (!isBlank(address.eircode) && !isEircode(address.eircode)) {
    part('eircode', HOME_ADDRESS_MESSAGES.eircodeInvalid);
  }
}

const oneAddressSchema = z
  .object({ address: addressValuesSchema })
  .superRefine((values, context) => checkAddress(values.address, context, ['address']));

/**
 * What is wrong with one address as the forms check it (chosen from the lookup or typed in
 * lines), by its form field: a policy's new correspondence address (issue 43).
 */
export function addressValuesProblems(
  address: AddressValues,
): Partial<Record<keyof AddressValues, string>> {
  const parsed = oneAddressSchema.safeParse({ address });
  const problems: Partial<Record<keyof AddressValues, string>> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = issue.path[1] as keyof AddressValues;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** A checked form address as the home payload carries it. */
export function homeAddressPayloadOf(address: CheckedAddress): HomeAddressPayload {
  return {
    address_line1: address.addressLine1,
    address_line2: address.addressLine2,
    address_line3: address.addressLine3,
    town: address.town,
    county: address.county,
    post_code: address.eircode,
  };
}

/** A home payload's address back in the form, as an address chosen from the lookup. */
export function homeAddressValuesOf(address: HomeAddressPayload | null | undefined): AddressValues {
  if (!address) return EMPTY_ADDRESS_VALUES;
  const values = {
    addressLine1: address.address_line1,
    addressLine2: address.address_line2 ?? '',
    addressLine3: address.address_line3 ?? '',
    town: address.town,
    county: address.county,
    eircode: address.post_code ?? '',
  };
  return { ...values, displayAddress: displayAddressOf(values), addressChosen: true };
}
