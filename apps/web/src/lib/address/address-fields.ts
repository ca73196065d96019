/**
 * The form path of one address of About you: home keeps the property and correspondence
 * addresses at the top of its form (`property`, `correspondence`, home.md 2); the car and travel
 * form keeps the address and the postal address inside its About you card (`aboutYou.address`,
 * `aboutYou.postalAddress`, car-travel-payment.md 3).
 */
export type AddressBlock = string;

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

export function isAddressFieldKey(key: string): key is AddressFieldKey {
  return (ADDRESS_FIELD_KEYS as readonly string[]).includes(key);
}

/** The form paths of a block's fields: each address keeps its fields under its own path. */
export function addressFieldNames(block: AddressBlock): Record<AddressFieldKey, string> {
  const prefix = `${block}.`;
  return Object.fromEntries(ADDRESS_FIELD_KEYS.map((key) => [key, `${prefix}${key}`])) as Record<
    AddressFieldKey,
    string
  >;
}

/** The start of every element id of a block ('property-address', 'aboutYou-address-address'). */
export function addressIdPrefix(block: AddressBlock): string {
  return `${block.replace(/\./g, '-')}-address`;
}

/**
 * The element ids of a block's fields, for the error summary's links. addressChosen has no input
 * of its own: its message belongs to the Eircode or address box.
 */
export function addressFieldIds(block: AddressBlock): Record<AddressFieldKey, string> {
  const prefix = addressIdPrefix(block);
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
