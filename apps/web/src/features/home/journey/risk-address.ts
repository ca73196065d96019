import { printedAddressParts, type AboutYouValues } from '@wallet/domain';

/**
 * The insured property's address as the summary before Buy prints it, from the About you step as
 * the customer gave it (the quote answer carries its Eircode only).
 */
export function riskAddressLinesOf(aboutYou: AboutYouValues | undefined): string[] {
  const property = aboutYou?.property;
  if (!property) return [];
  return printedAddressParts({
    lines: [property.addressLine1, property.addressLine2, property.addressLine3],
    town: property.town,
    county: property.county,
    eircode: property.eircode,
  });
}
