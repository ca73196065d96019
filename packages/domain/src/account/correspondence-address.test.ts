import { describe, expect, it } from 'vitest';
import { PERSONAL_MESSAGES } from '../personal/personal-messages.js';
import {
  CORRESPONDENCE_ADDRESS_MESSAGES,
  correspondenceAddressSchema,
  correspondenceAddressValuesOf,
  CORRESPONDENCE_DISPLAY_ADDRESS_MAX,
  profileAddressOf,
  type CorrespondenceAddressValues,
} from './correspondence-address.js';

const CHOSEN: CorrespondenceAddressValues['address'] = {
  displayAddress: '14 Seaview Terrace, Sandymount, Dublin 4, Dublin, D04 X2Y3',
  addressLine1: '14 Seaview Terrace',
  addressLine2: 'Sandymount',
  addressLine3: '',
  town: 'Dublin 4',
  county: 'Dublin',
  eircode: 'D04 X2Y3',
  addressChosen: true,
};

const problemsOf = (address: Partial<CorrespondenceAddressValues['address']>) => {
  const parsed = correspondenceAddressSchema.safeParse({ address: { ...CHOSEN, ...address } });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a correspondence address', () => {
  it('is one chosen from the look-up, or typed in lines', () => {
    expect(problemsOf({})).toEqual({});
    expect(problemsOf({ addressChosen: false, displayAddress: '' })).toEqual({});
  });

  it('is required, and text typed in the look-up but not chosen is not one', () => {
    const empty = { addressLine1: '', addressLine2: '', town: '', county: '', eircode: '' };
    expect(problemsOf({ ...empty, addressChosen: false, displayAddress: '' })).toEqual({
      'address.displayAddress': PERSONAL_MESSAGES.addressRequired,
    });
    expect(problemsOf({ ...empty, addressChosen: false, displayAddress: 'Seaview' })).toEqual({
      'address.displayAddress': PERSONAL_MESSAGES.eircodeInvalid,
    });
  });

  it('holds each line to 50 characters, line 2 and the town to at least 2', () => {
    expect(problemsOf({ addressLine1: 'a'.repeat(50), town: 'ab', addressLine2: 'ab' })).toEqual(
      {},
    );
    expect(problemsOf({ addressLine1: 'a'.repeat(51) })).toEqual({
      'address.addressLine1': PERSONAL_MESSAGES.addressPartTooLong,
    });
    expect(problemsOf({ town: 'a', addressLine2: 'b' })).toEqual({
      'address.town': PERSONAL_MESSAGES.addressPartTooShort,
      'address.addressLine2': PERSONAL_MESSAGES.addressPartTooShort,
    });
    expect(problemsOf({ addressLine1: ' ', county: '' })).toEqual({
      'address.addressLine1': PERSONAL_MESSAGES.addressLineRequired,
      'address.county': PERSONAL_MESSAGES.countyRequired,
    });
  });

  it('takes a real Eircode or none', () => {
    expect(problemsOf({ eircode: '' })).toEqual({});
    expect(problemsOf({ eircode: 'D04 X2Y' })).toEqual({
      'address.eircode': PERSONAL_MESSAGES.eircodeInvalid,
    });
  });

  it('refuses a look-up text past its limit and fields it does not know', () => {
    const longest = 'a'.repeat(CORRESPONDENCE_DISPLAY_ADDRESS_MAX);
    expect(problemsOf({ displayAddress: longest })).toEqual({});
    expect(problemsOf({ displayAddress: `${longest}a` })).toEqual({
      'address.displayAddress': CORRESPONDENCE_ADDRESS_MESSAGES.displayAddressTooLong,
    });
    expect(
      correspondenceAddressSchema.safeParse({ address: { ...CHOSEN, userId: 'someone' } }).success,
    ).toBe(false);
    expect(
      correspondenceAddressSchema.safeParse({ address: CHOSEN, user_id: 'someone' }).success,
    ).toBe(false);
  });

  it('is kept trimmed, with an Eircode written the one way, and read back into the form', () => {
    const held = profileAddressOf({
      address: { ...CHOSEN, addressLine1: ' 14 Seaview Terrace ', eircode: 'd04x2y3' },
    });
    expect(held).toEqual({
      address_line1: '14 Seaview Terrace',
      address_line2: 'Sandymount',
      address_line3: '',
      town: 'Dublin 4',
      county: 'Dublin',
      eircode: 'D04 X2Y3',
    });
    expect(correspondenceAddressValuesOf(held)).toEqual({ address: CHOSEN });
    const none = correspondenceAddressValuesOf({
      address_line1: '',
      address_line2: '',
      address_line3: '',
      town: '',
      county: '',
      eircode: '',
    });
    expect(none.address.addressChosen).toBe(false);
    expect(none.address.displayAddress).toBe('');
  });
});
