/** The address block's labels (home.md 2, platform.md 2.12). */
export const ADDRESS_LABELS = {
  lookup: 'Eircode or address',
  enterManually: 'Enter address manually',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2 (optional)',
  addressLine3: 'Address line 3 (optional)',
  town: 'Town',
  county: 'County',
  eircode: 'Eircode (optional)',
  findMyAddress: 'Find my address',
  results: 'Select your address',
  searching: 'Finding addresses',
} as const;
