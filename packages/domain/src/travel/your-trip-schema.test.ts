import { describe, expect, it } from 'vitest';
import { EXAMPLE_TODAY, EXAMPLE_TRAVEL_FORMS } from './travel-form-examples.js';
import { YOUR_TRIP_MESSAGES as M } from './travel-messages.js';
import { yourTripSchema, type YourTripValues } from './your-trip-schema.js';
import { YOUR_TRIP_DEFAULTS } from './your-trip-values.js';

const TRIP = EXAMPLE_TRAVEL_FORMS.yourTrip;
/** EXAMPLE_TODAY is 20/11/2026. */
const TODAY = '20/11/2026';

function problems(change: Partial<YourTripValues>, base: YourTripValues = TRIP) {
  const result = yourTripSchema({ today: EXAMPLE_TODAY }).safeParse({ ...base, ...change });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  ) as Record<string, string>;
}

const multiTrip: Partial<YourTripValues> = {
  tripType: '2',
  travelToDate: '',
  destinationCountry: '',
};

describe('Your trip', () => {
  it('accepts the example family ski week', () => {
    expect(problems({})).toEqual({});
  });

  it('asks every question of an empty card, with the spec’s words', () => {
    expect(problems({}, YOUR_TRIP_DEFAULTS)).toEqual({
      tripType: 'Please select your cover type',
      travelFromDate: 'Please select your travel date',
      destinationZone: 'Please select your destination zone',
      insuredPerson: 'Please select who you would like to insure',
    });
  });

  describe('the start date', () => {
    it.each([
      ['19/11/2026', 'Start date must be today or in the future.'],
      [TODAY, undefined],
      ['19/05/2027', undefined],
      ['20/05/2027', "The dates selected must be within 180 days of today's date"],
      ['32/01/2027', 'Please enter a valid date in the format DD/MM/YYYY'],
      ['1.2.27', undefined],
    ])('single trip from %s: %s', (travelFromDate, message) => {
      expect(problems({ travelFromDate, travelToDate: '01/06/2027' }).travelFromDate).toBe(message);
    });

    it.each([
      ['19/11/2026', 'Start date must be today or in the future.'],
      [TODAY, undefined],
      ['04/01/2027', undefined],
      ['05/01/2027', "The date selected must be within 45 days of today's date"],
    ])('annual multi-trip from %s: %s', (travelFromDate, message) => {
      expect(problems({ ...multiTrip, travelFromDate }).travelFromDate).toBe(message);
    });
  });

  describe('the end date of a single trip', () => {
    it.each([
      ['', M.endDateRequired],
      ['09/01/2027', 'End date needs to be after start date.'],
      ['08/01/2027', 'End date needs to be after start date.'],
      ['10/01/2027', undefined],
      ['08/07/2027', undefined],
      ['09/07/2027', M.endDateTooFar],
      ['9/1/2027', 'End date needs to be after start date.'],
      ['10-1-27', undefined],
      ['31/02/2027', 'Please enter a valid date in the format DD/MM/YYYY'],
    ])('from 09/01/2027 to %j: %s', (travelToDate, message) => {
      expect(problems({ travelToDate }).travelToDate).toBe(message);
    });

    it('is not asked of an annual multi-trip policy', () => {
      expect(problems({ ...multiTrip, travelFromDate: TODAY })).toEqual({});
    });
  });

  describe('the destination', () => {
    it('needs a country for a single trip, one the zone covers', () => {
      expect(problems({ destinationCountry: '' }).destinationCountry).toBe(M.countryRequired);
      expect(problems({ destinationCountry: 'Albania' }).destinationCountry).toBe(
        M.countryNotInZone,
      );
      expect(problems({ destinationZone: '2', destinationCountry: 'Albania' })).toEqual({});
      expect(
        problems({ destinationZone: '2', destinationCountry: 'Canada' }).destinationCountry,
      ).toBe(M.countryNotInZone);
      expect(problems({ destinationZone: '3', destinationCountry: 'Canada' })).toEqual({});
    });

    it('needs a zone whatever the trip type', () => {
      expect(problems({ ...multiTrip, travelFromDate: TODAY, destinationZone: '' })).toEqual({
        destinationZone: 'Please select your destination zone',
      });
    });
  });

  describe('who is insured', () => {
    it.each([
      ['3', '', M.childrenRequired],
      ['3', '0', M.childrenRequired],
      ['3', '1', undefined],
      ['4', '7', undefined],
      ['4', '8', M.childrenRequired],
      ['1', '', undefined],
      ['2', '', undefined],
    ])('insured person %s with %j children: %s', (insuredPerson, numOfChildren, message) => {
      expect(problems({ insuredPerson, numOfChildren }).numOfChildren).toBe(message);
    });

    it.each(['2', '3'])('insured person %s needs the partner', (insuredPerson) => {
      expect(
        problems({
          insuredPerson,
          numOfChildren: '1',
          partnerFirstName: '',
          partnerLastName: '',
          partnerDOB: '',
        }),
      ).toEqual({
        partnerFirstName: 'First name is required',
        partnerLastName: 'Surname is required',
        partnerDOB: 'Date of birth is required',
      });
    });

    it.each(['1', '4'])('insured person %s asks no partner', (insuredPerson) => {
      expect(
        problems({
          insuredPerson,
          numOfChildren: '2',
          partnerFirstName: '',
          partnerLastName: '',
          partnerDOB: '',
        }),
      ).toEqual({});
    });

    it('holds the partner to the name and age rules', () => {
      expect(problems({ partnerFirstName: 'C', partnerDOB: '21/11/2008' })).toEqual({
        partnerFirstName: 'Please enter in more than two characters',
        partnerDOB: 'You must be over 18 to take out a policy',
      });
    });
  });

  it('gives clean data: ISO dates, numbers, only what the trip type and people keep', () => {
    expect(yourTripSchema({ today: EXAMPLE_TODAY }).parse(TRIP)).toEqual({
      tripType: 1,
      startDate: '2027-01-09',
      endDate: '2027-01-16',
      destinationZone: 1,
      destinationCountry: 'Austria',
      insuredPerson: 3,
      numberOfChildren: 2,
      partner: { firstName: 'Cian', lastName: 'Murphy', dateOfBirth: '1983-09-02' },
    });
    expect(
      yourTripSchema({ today: EXAMPLE_TODAY }).parse({
        ...TRIP,
        ...multiTrip,
        travelFromDate: TODAY,
        insuredPerson: '1',
      }),
    ).toEqual({
      tripType: 2,
      startDate: '2026-11-20',
      destinationZone: 1,
      insuredPerson: 1,
      numberOfChildren: 0,
    });
  });
});
