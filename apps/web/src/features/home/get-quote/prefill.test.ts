import { DEFAULT_PROFILE } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { aboutYouFromProfile } from './prefill';
import { initialValuesOf } from '../../../ui/journey/step-form';

describe('aboutYouFromProfile', () => {
  it('maps the profile to About you, the address counting as chosen when complete', () => {
    const values = aboutYouFromProfile({
      ...DEFAULT_PROFILE,
      title: 'mrs',
      first_name: 'Aoife',
      last_name: 'Murphy',
      email: 'aoife@example.ie',
      phone: '+353871234567',
      date_of_birth: '1985-03-31',
      occupation: 'OCC234',
      address: {
        address_line1: '1 Main Street',
        address_line2: 'Ranelagh',
        address_line3: '',
        town: 'Dublin 6',
        county: 'Dublin',
        eircode: 'D06 X2Y3',
      },
      default_response: false,
    });
    expect(values).toMatchObject({
      title: 'MRS',
      firstName: 'Aoife',
      lastName: 'Murphy',
      email: 'aoife@example.ie',
      phoneNo: '0871234567',
      dob: '31/03/1985',
      mainOccupation: 'OCC234',
      employmentStatus: 'OCC234',
      property: {
        addressLine1: '1 Main Street',
        displayAddress: '1 Main Street, Ranelagh, Dublin',
        addressChosen: true,
      },
      mortgageProvider: '1',
    });
  });

  it('leaves an unknown title and an incomplete address empty', () => {
    const values = aboutYouFromProfile({ ...DEFAULT_PROFILE, title: 'DR' });
    expect(values.title).toBe('');
    expect(values.property.addressChosen).toBe(false);
    expect(values.dob).toBe('');
  });
});

describe('initialValuesOf', () => {
  it('overlays stored values on the defaults, nested blocks field by field', () => {
    const defaults = { a: '', nested: { x: '', y: '' }, list: [] as string[] };
    expect(
      initialValuesOf(defaults, { a: 'A', nested: { x: 'X' }, list: ['1'], stray: 1 }),
    ).toEqual({
      a: 'A',
      nested: { x: 'X', y: '' },
      list: ['1'],
    });
    expect(initialValuesOf(defaults, undefined)).toBe(defaults);
  });
});
