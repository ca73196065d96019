import { describe, expect, it } from 'vitest';
import { EXAMPLE_TRAVEL_FORMS } from './travel-form-examples.js';
import { YOUR_TRAVEL_COVER_MESSAGES } from './travel-messages.js';
import {
  withCarHireEligibility,
  withDestinationZone,
  withExtra,
  withInsuredPerson,
  withTripType,
} from './travel-resets.js';

const TRIP = EXAMPLE_TRAVEL_FORMS.yourTrip;
const COVER = EXAMPLE_TRAVEL_FORMS.yourCover;
const NO_PARTNER = { partnerFirstName: '', partnerLastName: '', partnerDOB: '' };

describe('Your trip resets (car-travel-payment.md 4)', () => {
  it('trip type 2 clears the end date and the country; trip type 1 keeps them', () => {
    expect(withTripType(TRIP, '2')).toEqual({
      ...TRIP,
      tripType: '2',
      travelToDate: '',
      destinationCountry: '',
    });
    expect(withTripType(TRIP, '1')).toEqual(TRIP);
  });

  it('another zone clears the country; the same zone keeps it', () => {
    expect(withDestinationZone(TRIP, '2')).toEqual({
      ...TRIP,
      destinationZone: '2',
      destinationCountry: '',
    });
    expect(withDestinationZone(TRIP, '1')).toEqual(TRIP);
  });

  it.each([
    ['1', { numOfChildren: '', ...NO_PARTNER }],
    ['2', { numOfChildren: '' }],
    ['3', {}],
    ['4', NO_PARTNER],
  ] as const)('insured person %s clears %j', (insuredPerson, cleared) => {
    expect(withInsuredPerson(TRIP, insuredPerson)).toEqual({ ...TRIP, insuredPerson, ...cleared });
  });
});

describe('Your cover resets (car-travel-payment.md 4)', () => {
  it('toggling an extra adds or removes its id, in order', () => {
    const business = withExtra(COVER, 'businessExpenseExcess', true);
    expect(business).toMatchObject({ businessExpenseExcess: true, excess: [1, 3, 4] });
    expect(withExtra(business, 'winterSportsExcess', false)).toMatchObject({
      winterSportsExcess: false,
      excess: [3, 4],
    });
    expect(withExtra(COVER, 'carHireExcess', true).excess).toEqual([1, 3]);
  });

  it('car hire is cleared when the age or zone rules it out', () => {
    expect(
      withCarHireEligibility(COVER, {
        eligible: false,
        notice: YOUR_TRAVEL_COVER_MESSAGES.carHireAgeNotice,
      }),
    ).toEqual({ ...COVER, carHireExcess: null, excess: [1] });
    expect(withCarHireEligibility(COVER, { eligible: true })).toEqual(COVER);
    // Not known yet (no date of birth or zone): the answer waits.
    expect(withCarHireEligibility(COVER, { eligible: false })).toEqual(COVER);
  });
});
