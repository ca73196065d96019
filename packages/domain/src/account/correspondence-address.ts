/**
 * The customer's correspondence address (issue 45): where we write to them, changed on Your
 * account with the Eircode look-up the quote forms use. It belongs to no one product, so it is
 * checked by the personal (car and travel) address rules, and it changes no price: the address a
 * home policy insures and the address a car is kept at are changed through the policy.
 * One schema for the page's form and the API's body.
 */
import { z } from 'zod';
import { addressValuesSchema, toCheckedAddress } from '../address/address-form-schema.js';
import { checkPersonalAddress } from '../personal/personal-about-you-schema.js';
import { displayAddressOf } from '../address/display-address.js';
import { addressLinesOf } from '../profile/profile.js';
import { profileAddressSchema, type ProfileAddress } from '../profile/profile-schema.js';

/** The longest text the look-up box may hold (the lines themselves are held to 50 each). */
export const CORRESPONDENCE_DISPLAY_ADDRESS_MAX = 500;

export const CORRESPONDENCE_ADDRESS_MESSAGES = {
  saved: 'Your address is saved. We will write to you there from now on.',
  customersOnly:
    "Only customers can change their address here. Staff change a customer's details for them by phone.",
  displayAddressTooLong: `Please enter no more than ${CORRESPONDENCE_DISPLAY_ADDRESS_MAX} characters`,
} as const;

export const correspondenceAddressSchema = z
  .object({
    address: addressValuesSchema
      .extend({
        displayAddress: z
          .string()
          .max(
            CORRESPONDENCE_DISPLAY_ADDRESS_MAX,
            CORRESPONDENCE_ADDRESS_MESSAGES.displayAddressTooLong,
          ),
      })
      .strict(),
  })
  .strict()
  .superRefine((values, context) => checkPersonalAddress(values.address, context, ['address']));
export type CorrespondenceAddressValues = z.input<typeof correspondenceAddressSchema>;

/** The checked address as the profile keeps it: every line, empty where not given. */
export function profileAddressOf(values: CorrespondenceAddressValues): ProfileAddress {
  const checked = toCheckedAddress(values.address);
  return {
    address_line1: checked.addressLine1,
    address_line2: checked.addressLine2 ?? '',
    address_line3: checked.addressLine3 ?? '',
    town: checked.town,
    county: checked.county,
    eircode: checked.eircode ?? '',
  };
}

/** The address held, in the form: as if chosen from the look-up; nothing held is an empty form. */
export function correspondenceAddressValuesOf(
  address: ProfileAddress,
): CorrespondenceAddressValues {
  const values = {
    addressLine1: address.address_line1,
    addressLine2: address.address_line2,
    addressLine3: address.address_line3,
    town: address.town,
    county: address.county,
    eircode: address.eircode,
  };
  const held = addressLinesOf(address).length > 0;
  return {
    address: {
      ...values,
      displayAddress: held ? displayAddressOf(values) : '',
      addressChosen: held,
    },
  };
}

/** What PUT /account/address answers: the address as now held. */
export const correspondenceAddressAnswerSchema = z.object({ address: profileAddressSchema });
export type CorrespondenceAddressAnswer = z.infer<typeof correspondenceAddressAnswerSchema>;
