import { describe, expect, it } from 'vitest';
import { PHONE } from '../platform/contact.js';
import {
  ADDRESS_MESSAGES,
  ADDRESS_TIMINGS,
  addressFromLookup,
  addressLookupRequestSchema,
  autocompleteResponseSchema,
  displayAddressOf,
  fromAppliedAddress,
  isEircode,
  joinAddressParts,
  normaliseEircode,
  profileDisplayAddressOf,
  routingKeyOf,
} from './index.js';

describe('address messages and timings', () => {
  it('are the spec texts, with the Eircode finder host and the sales number filled in', () => {
    expect(ADDRESS_MESSAGES.notFound).toBe('Address Not Found');
    expect(ADDRESS_MESSAGES.unidentifiedEircode).toBe(
      'We’ve been unable to identify your Eircode, please visit finder.eircode.ie to get your Eircode or enter your address manually below.',
    );
    expect(ADDRESS_MESSAGES.selectFromList).toBe(
      'Please enter your Address / Eircode and select from the dropdown list',
    );
    expect(ADDRESS_MESSAGES.serviceDown).toBe(
      `We are currently experiencing technical issues with our Online Form. We apologise for any inconvenience caused. Please call us on ${PHONE.sales}. Our lines are open Monday to Friday 9am-5pm. Otherwise please try again later.`,
    );
    expect(ADDRESS_TIMINGS).toEqual({ lookupDebounceMs: 500, refreshAfterBlurMs: 1500 });
  });
});

describe('Eircodes', () => {
  it.each([
    ['A65 F4E2', 'A65 F4E2'],
    ['a65f4e2', 'A65 F4E2'],
    ['  d6w  x2y3 ', 'D6W X2Y3'],
    ['T12 RX2P', 'T12 RX2P'],
  ])('accepts %j as %j', (typed, normalised) => {
    expect(normaliseEircode(typed)).toBe(normalised);
    expect(isEircode(typed)).toBe(true);
  });

  it.each(['A65 F4E', 'A65 F4E22', 'B65 F4E2', 'A65 F4B2', 'AA5 F4E2', 'D7W X2Y3', ''])(
    'refuses %j',
    (typed) => {
      expect(isEircode(typed)).toBe(false);
    },
  );

  it('names the routing key', () => {
    expect(routingKeyOf('d02 x285')).toBe('D02');
  });
});

describe('display address', () => {
  const address = {
    addressLine1: '14 Seaview Terrace',
    addressLine2: 'Sandymount',
    addressLine3: '',
    town: 'Dublin 4',
    county: 'Dublin',
    eircode: 'D04 X2Y3',
  };

  it('joins the full address with commas, leaving out empty parts', () => {
    expect(displayAddressOf(address)).toBe(
      '14 Seaview Terrace, Sandymount, Dublin 4, Dublin, D04 X2Y3',
    );
  });

  it('joins lines 1 to 3 and county for a profile', () => {
    expect(profileDisplayAddressOf(address)).toBe('14 Seaview Terrace, Sandymount, Dublin');
  });

  it('does not repeat a part equal to the one before it', () => {
    expect(joinAddressParts(['1 Main Street', 'Navan', 'navan', ' ', null, 'Meath'])).toBe(
      '1 Main Street, Navan, Meath',
    );
  });

  it('maps an applied address and a lookup answer to the form fields', () => {
    const fromApi = fromAppliedAddress({
      address_line1: '14 Seaview Terrace',
      address_line2: 'Sandymount',
      address_line3: '',
      town: 'Dublin 4',
      county: 'Dublin',
      eircode: 'D04 X2Y3',
    });
    expect(fromApi).toEqual({ ...address, displayAddress: displayAddressOf(address) });
    const fromLookup = addressFromLookup(
      autocompleteResponseSchema.parse({
        totalOptions: 0,
        options: [],
        reformattedAddress: ['14 Seaview Terrace', 'Sandymount', '', 'Dublin 4', 'Dublin'],
        postcode: 'D04 X2Y3',
      }),
    );
    expect(fromLookup).toEqual(fromApi);
    expect(addressFromLookup({ totalOptions: 1, options: [{ displayName: 'x', link: 'y' }] })).toBe(
      null,
    );
  });
});

describe('address lookup request', () => {
  it('takes an Eircode, or line 1, town and county', () => {
    expect(addressLookupRequestSchema.safeParse({ eircode: 'A65 F4E2' }).success).toBe(true);
    expect(
      addressLookupRequestSchema.safeParse({
        addressline1: '1 Main Street',
        town: 'Navan',
        county: 'Meath',
      }).success,
    ).toBe(true);
    expect(addressLookupRequestSchema.safeParse({ addressline1: '1 Main Street' }).success).toBe(
      false,
    );
    expect(addressLookupRequestSchema.safeParse({ eircode: '' }).success).toBe(false);
  });
});
