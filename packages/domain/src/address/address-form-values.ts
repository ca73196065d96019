/**
 * An empty address, apart from its schema (address-form-schema.ts) so that a form can draw its
 * fields before the schema library arrives (decision 0008).
 */
import type { AddressValues } from './address-form-schema.js';

export const EMPTY_ADDRESS_VALUES: AddressValues = {
  displayAddress: '',
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  town: '',
  county: '',
  eircode: '',
  addressChosen: false,
};
