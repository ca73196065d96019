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

export const EMPTY_ADDRESS_FIELDS: AddressFields = {
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  town: '',
  county: '',
  eircode: '',
};

/**
 * Joins the non-empty parts with commas. A part equal to the one before it is dropped, so a town
 * repeated as the last address line is not shown twice.
 */
export function joinAddressParts(parts: readonly (string | null | undefined)[]): string {
  const kept: string[] = [];
  for (const raw of parts) {
    const part = (raw ?? '').trim();
    if (!part) continue;
    if (kept.length > 0 && kept[kept.length - 1]!.toLowerCase() === part.toLowerCase()) continue;
    kept.push(part);
  }
  return kept.join(', ');
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
