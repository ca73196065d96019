/** The address fields the form holds (home.md 3 'Address (from the lookup service)'). */
export interface AddressFields {
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  town: string;
  county: string;
  eircode: string;
}

export interface AddressResult extends AddressFields {
  /** The full address joined by commas. */
  displayAddress: string;
}

/** The API's name of each address field (home.md 7 and car-travel-payment.md 7 payloads). */
export const ADDRESS_PAYLOAD_FIELDS = {
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  addressLine3: 'address_line3',
  town: 'town',
  county: 'county',
  eircode: 'eircode',
} as const satisfies Record<keyof AddressFields, string>;

/** An address as the API carries it: its fields under their payload names, some optional. */
export type AddressPayload = {
  [Field in keyof AddressFields as (typeof ADDRESS_PAYLOAD_FIELDS)[Field]]?: string | undefined;
};

/** The form's fields of an address the API carries; a field it leaves out is empty. */
export function addressFieldsOf(payload: AddressPayload): AddressFields {
  return {
    addressLine1: payload.address_line1 ?? '',
    addressLine2: payload.address_line2 ?? '',
    addressLine3: payload.address_line3 ?? '',
    town: payload.town ?? '',
    county: payload.county ?? '',
    eircode: payload.eircode ?? '',
  };
}

export const EMPTY_ADDRESS_FIELDS: AddressFields = {
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  town: '',
  county: '',
  eircode: '',
};

/** The non-empty parts, trimmed; a part equal to the one before it is dropped. */
function keptParts(parts: readonly (string | null | undefined)[]): string[] {
  const kept: string[] = [];
  for (const raw of parts) {
    const part = (raw ?? '').trim();
    if (!part) continue;
    if (kept.length > 0 && kept[kept.length - 1]!.toLowerCase() === part.toLowerCase()) continue;
    kept.push(part);
  }
  return kept;
}

/**
 * Joins the non-empty parts with commas. A part equal to the one before it is dropped, so a town
 * repeated as the last address line is not shown twice.
 */
export function joinAddressParts(parts: readonly (string | null | undefined)[]): string {
  return keptParts(parts).join(', ');
}

const placeName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^(co\.?|county)\s+/, '');

/**
 * An address as a letter or a summary prints it, a part a line: the county is left out when the
 * town already names it ('Cork' in county Cork, 'Dublin 4' in county Dublin), so no place is
 * printed twice.
 */
export function printedAddressParts(address: {
  lines: readonly (string | null | undefined)[];
  town: string | null | undefined;
  county: string | null | undefined;
  eircode: string | null | undefined;
}): string[] {
  const town = placeName(address.town ?? '');
  const county = placeName(address.county ?? '');
  const townNamesCounty = county !== '' && (town === county || town.startsWith(`${county} `));
  return keptParts([
    ...address.lines,
    address.town,
    townNamesCounty ? null : address.county,
    address.eircode,
  ]);
}

/** platform.md 2.12: the lookup's displayAddress, the full address joined by commas. */
export function displayAddressOf(address: Partial<AddressFields>): string {
  return joinAddressParts([
    address.addressLine1,
    address.addressLine2,
    address.addressLine3,
    address.town,
    address.county,
    address.eircode,
  ]);
}

/** home.md 3 'Profile used for prefill': address lines 1 to 3 and county joined by commas. */
export function profileDisplayAddressOf(address: Partial<AddressFields>): string {
  return joinAddressParts([
    address.addressLine1,
    address.addressLine2,
    address.addressLine3,
    address.county,
  ]);
}

export function toAddressResult(address: AddressFields): AddressResult {
  return { ...address, displayAddress: displayAddressOf(address) };
}
