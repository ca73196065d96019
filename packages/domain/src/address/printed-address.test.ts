import { describe, expect, it } from 'vitest';
import { printedAddressParts } from './index.js';

const address = (town: string, county: string, line2 = '') => ({
  lines: ['12 Main Street', line2, ''],
  town,
  county,
  eircode: 'T12 X2Y3',
});

describe('an address as it is printed', () => {
  it('prints the county once when the town is named after it', () => {
    expect(printedAddressParts(address('Cork', 'Cork'))).toEqual([
      '12 Main Street',
      'Cork',
      'T12 X2Y3',
    ]);
    expect(printedAddressParts(address('Dublin 4', 'Dublin'))).toEqual([
      '12 Main Street',
      'Dublin 4',
      'T12 X2Y3',
    ]);
    expect(printedAddressParts(address('Galway', 'Co. Galway'))).toEqual([
      '12 Main Street',
      'Galway',
      'T12 X2Y3',
    ]);
  });

  it('keeps a county the town does not name, and leaves out empty lines', () => {
    expect(printedAddressParts(address('Mallow', 'Cork', 'Ballydaheen'))).toEqual([
      '12 Main Street',
      'Ballydaheen',
      'Mallow',
      'Cork',
      'T12 X2Y3',
    ]);
    // A town that only begins with the county's letters is another place.
    expect(printedAddressParts(address('Corkscrew Hill', 'Cork'))).toContain('Cork');
  });
});
