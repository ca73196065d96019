import { z } from 'zod';
import type { AddressValues, CheckedAddress } from './address-form-schema.js';
import { withoutUndefined } from '../fields/field-rules.js';
import { displayAddressOf } from './display-address.js';

/**
 * car-travel-payment.md 7: an address as the car and travel quote payloads carry it (the main
 * driver's or policyholder's, the postal and the risk address), and the way to and from the form's
 * address. One definition for both products.
 */

/** An answer the rules check with the forms' messages; the schema only bounds its size. */
const answerText = z.string().trim().max(200);
const optionalAnswerText = answerText.optional();

export const quoteAddressPayloadSchema = z.object({
  address_line1: answerText,
  address_line2: optionalAnswerText,
  address_line3: optionalAnswerText,
  town: optionalAnswerText,
  county: answerText,
  eircode: z.string().trim().max(10).optional(),
});
export type QuoteAddressPayload = z.infer<typeof quoteAddressPayloadSchema>;

/** A checked form address as a quote payload carries it; empty optional parts are left out. */
export function quoteAddressPayloadOf(address: CheckedAddress): QuoteAddressPayload {
  return withoutUndefined({
    address_line1: address.addressLine1,
    address_line2: address.addressLine2,
    address_line3: address.addressLine3,
    town: address.town || undefined,
    county: address.county,
    eircode: address.eircode,
  });
}

/** A saved quote's address back in the form, as an address chosen from the lookup. */
export function addressValuesOfQuotePayload(address: QuoteAddressPayload): AddressValues {
  const fields = {
    addressLine1: address.address_line1,
    addressLine2: address.address_line2 ?? '',
    addressLine3: address.address_line3 ?? '',
    town: address.town ?? '',
    county: address.county,
    eircode: address.eircode ?? '',
  };
  return { ...fields, displayAddress: displayAddressOf(fields), addressChosen: true };
}
