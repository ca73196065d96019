/** Which address of About you a set of fields holds (home.md 2). */
export type AddressBlock = 'property' | 'correspondence';

export const ADDRESS_FIELD_KEYS = [
  'displayAddress',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'town',
  'county',
  'eircode',
  'addressChosen',
] as const;
export type AddressFieldKey = (typeof ADDRESS_FIELD_KEYS)[number];

/**
 * The form paths of a block's fields: About you keeps each address under its block's name
 * (`property.town`, `correspondence.town`).
 */
export function addressFieldNames(block: AddressBlock): Record<AddressFieldKey, string> {
  const prefix = `${block}.`;
  return Object.fromEntries(ADDRESS_FIELD_KEYS.map((key) => [key, `${prefix}${key}`])) as Record<
    AddressFieldKey,
    string
  >;
}

/**
 * The element ids of a block's fields, for the error summary's links. addressChosen has no input
 * of its own: its message belongs to the Eircode or address box.
 */
export function addressFieldIds(block: AddressBlock): Record<AddressFieldKey, string> {
  const prefix = `${block}-address`;
  return {
    displayAddress: `${prefix}-lookup`,
    addressLine1: `${prefix}-line1`,
    addressLine2: `${prefix}-line2`,
    addressLine3: `${prefix}-line3`,
    town: `${prefix}-town`,
    county: `${prefix}-county`,
    eircode: `${prefix}-eircode`,
    addressChosen: `${prefix}-lookup`,
  };
}
