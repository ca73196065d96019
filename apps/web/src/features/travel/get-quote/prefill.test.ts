import { DEFAULT_PROFILE, TRAVEL_QUOTE_FORM_DEFAULTS } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { familySkiTrip } from '../test/travel-fixtures';
import { aboutYouFromProfile, mergePrefill, storedForms } from './prefill';

const profile = {
  ...DEFAULT_PROFILE,
  title: 'MS' as const,
  first_name: 'Síle',
  last_name: 'Ní Bhriain',
  email: 'sile@example.ie',
  phone: '+353 87 765 4321',
  date_of_birth: '1979-05-02T00:00:00',
  occupation: 'NUR',
  address: {
    address_line1: '3 Quay Street',
    address_line2: '',
    address_line3: '',
    town: 'Galway',
    county: 'Galway',
    eircode: 'H91 X2Y3',
  },
};

describe('travel prefill', () => {
  it('takes About you from the profile in the form’s terms', () => {
    expect(aboutYouFromProfile(profile)).toMatchObject({
      insuranceType: 'travel',
      title: 'MS',
      firstName: 'Síle',
      lastName: 'Ní Bhriain',
      phoneNo: '0877654321',
      dob: '02/05/1979',
      employmentStatus: 'EMP',
      mainOccupation: 'NUR',
    });
    // platform.md 3.4: the address is blank for travel, whatever the profile holds.
    expect(aboutYouFromProfile(profile).address).toEqual(
      TRAVEL_QUOTE_FORM_DEFAULTS.aboutYou.address,
    );
    // A title the travel form does not offer is left to choose.
    expect(aboutYouFromProfile({ ...profile, title: 'OTHER' }).title).toBe('');
  });

  it('each later source’s answers win; what it leaves unanswered keeps the earlier one', () => {
    const saved = familySkiTrip();
    const merged = mergePrefill(
      { aboutYou: aboutYouFromProfile(profile) },
      { aboutYou: { ...saved.aboutYou, firstName: '', phoneNo: '0861112223' } },
    );
    expect(merged.aboutYou.firstName).toBe('Síle');
    expect(merged.aboutYou.phoneNo).toBe('0861112223');
    // An address is one answer: the later one is taken whole, never mixed with the earlier.
    expect(merged.aboutYou.address).toEqual(saved.aboutYou.address);
    expect(merged.yourTrip).toEqual(TRAVEL_QUOTE_FORM_DEFAULTS.yourTrip);
  });

  it('reads stored forms of any build as the form holds them now', () => {
    expect(storedForms(null)).toBeNull();
    expect(storedForms('junk')).toBeNull();
    const forms = storedForms({ aboutYou: { firstName: 'Aoife', insuranceType: 'car' } });
    expect(forms?.aboutYou).toEqual({
      ...TRAVEL_QUOTE_FORM_DEFAULTS.aboutYou,
      firstName: 'Aoife',
      insuranceType: 'travel',
    });
    expect(forms?.yourCover).toEqual(TRAVEL_QUOTE_FORM_DEFAULTS.yourCover);
  });
});
