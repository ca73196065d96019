import { describe, expect, it } from 'vitest';
import { DATE_OF_BIRTH_MESSAGES, POLICY_CHANGE_MESSAGES, YOUR_TRIP_MESSAGES } from '../index.js';
import { EXAMPLE_TODAY } from './travel-form-examples.js';
import {
  TRAVEL_CHANGE_MESSAGES,
  applyTravelChange,
  travelChangeLines,
  travelChangeProblems,
  travelPolicyChangeSchema,
  type TravelChangeableAnswers,
} from './travel-policy-change.js';

// EXAMPLE_TODAY is 20 November 2026: an 8-day trip to Austria in January, for the policyholder.
const current: TravelChangeableAnswers = {
  trip_type: 1,
  start_date: '2027-01-09',
  end_date: '2027-01-16',
  cover_days: 8,
  destination_zone_id: 1,
  insured_person_type: 1,
  partner: null,
  number_of_children: 0,
  winter_sports: false,
  business: false,
};

const cian = { first_name: 'Cian', last_name: 'Murphy', date_of_birth: '1983-09-02' };
const problems = (change: Parameters<typeof travelChangeProblems>[1], answers = current) =>
  travelChangeProblems(answers, change, EXAMPLE_TODAY);

describe('a travel policy changed mid-term', () => {
  it('adds a partner and children, and names who is insured from them', () => {
    const withPartner = applyTravelChange(current, { partner: cian });
    expect(withPartner).toMatchObject({ partner: cian, insured_person_type: 2 });
    expect(travelChangeLines(current, withPartner)).toEqual([
      { label: 'Who is insured', before: 'You', after: 'You and partner' },
      { label: 'Partner', before: 'None', after: 'Cian Murphy, born 02/09/1983' },
    ]);
    expect(applyTravelChange(withPartner, { number_of_children: 2 })).toMatchObject({
      insured_person_type: 3,
      number_of_children: 2,
    });
    expect(applyTravelChange(current, { number_of_children: 1 }).insured_person_type).toBe(4);
  });

  it('adds and takes off the extras', () => {
    const after = applyTravelChange(current, { winter_sports: true, business: true });
    expect(travelChangeLines(current, after)).toEqual([
      { label: 'Winter sports', before: 'Not included', after: 'Included' },
      { label: 'Business', before: 'Not included', after: 'Included' },
    ]);
    expect(applyTravelChange(after, { winter_sports: false }).winter_sports).toBe(false);
  });

  it('makes a single trip annual multi-trip for a year from its first day', () => {
    const after = applyTravelChange(current, { annual_multi_trip: true });
    expect(after).toMatchObject({ trip_type: 2, end_date: '2028-01-08', cover_days: 365 });
    expect(travelChangeLines(current, after)).toEqual([
      { label: 'Cover type', before: 'Single Trip', after: 'Annual Multi-Trip' },
      { label: 'Cover ends', before: '16/01/2027', after: '08/01/2028' },
    ]);
  });

  it('checks the partner with the quote’s rules, and adds one only where none is covered', () => {
    expect(problems({ partner: { ...cian, first_name: '' } })).toEqual({
      'partner.first_name': YOUR_TRIP_MESSAGES.partnerFirstNameRequired,
    });
    // 18 on the day of the change is old enough; a day younger is not.
    expect(problems({ partner: { ...cian, date_of_birth: '2008-11-20' } })).toEqual({});
    expect(problems({ partner: { ...cian, date_of_birth: '2008-11-21' } })).toEqual({
      'partner.date_of_birth': DATE_OF_BIRTH_MESSAGES.under18,
    });
    const covered = applyTravelChange(current, { partner: cian });
    expect(problems({ partner: cian }, covered)).toEqual({
      partner: TRAVEL_CHANGE_MESSAGES.partnerAlreadyInsured,
    });
  });

  it('never takes children off online', () => {
    const family = applyTravelChange(current, { number_of_children: 2 });
    expect(problems({ number_of_children: 1 }, family)).toEqual({
      number_of_children: TRAVEL_CHANGE_MESSAGES.childrenNotRemoved,
    });
    expect(problems({ number_of_children: 3 }, family)).toEqual({});
    expect(travelPolicyChangeSchema.safeParse({ number_of_children: 7 }).success).toBe(true);
    expect(travelPolicyChangeSchema.safeParse({ number_of_children: 8 }).success).toBe(false);
  });

  it('switches to annual multi-trip where the quote’s rules allow', () => {
    expect(problems({ annual_multi_trip: true })).toEqual({
      annual_multi_trip: YOUR_TRIP_MESSAGES.multiTripStartTooFar,
    });
    // 45 days ahead of 20 November 2026 is 4 January 2027; 46 is too far.
    const soon = { ...current, start_date: '2027-01-04', end_date: '2027-02-03', cover_days: 31 };
    expect(problems({ annual_multi_trip: true }, soon)).toEqual({});
    expect(problems({ annual_multi_trip: true }, { ...soon, start_date: '2027-01-05' })).toEqual({
      annual_multi_trip: YOUR_TRIP_MESSAGES.multiTripStartTooFar,
    });
    expect(problems({ annual_multi_trip: true }, { ...soon, cover_days: 32 })).toEqual({
      annual_multi_trip: TRAVEL_CHANGE_MESSAGES.tripTooLongForMultiTrip,
    });
    // A trip already begun has started its cover.
    const begun = { ...current, start_date: '2026-11-15', end_date: '2026-11-22' };
    expect(problems({ annual_multi_trip: true }, begun)).toEqual({});
    const annual = applyTravelChange(soon, { annual_multi_trip: true });
    expect(problems({ annual_multi_trip: true }, annual)).toEqual({
      annual_multi_trip: TRAVEL_CHANGE_MESSAGES.alreadyMultiTrip,
    });
  });

  it('refuses a change that alters nothing', () => {
    expect(problems({})).toEqual({ change: POLICY_CHANGE_MESSAGES.nothingChanged });
    expect(problems({ winter_sports: false, number_of_children: 0 })).toEqual({
      change: POLICY_CHANGE_MESSAGES.nothingChanged,
    });
  });

  it('takes only its own fields on the wire', () => {
    expect(travelPolicyChangeSchema.safeParse({ partner: cian }).success).toBe(true);
    expect(travelPolicyChangeSchema.safeParse({ annual_multi_trip: false }).success).toBe(false);
    expect(travelPolicyChangeSchema.safeParse({ partner: { ...cian, age: 40 } }).success).toBe(
      false,
    );
    expect(travelPolicyChangeSchema.safeParse({ start_date: '2027-01-01' }).success).toBe(false);
  });
});
