import { describe, expect, it } from 'vitest';
import { EXAMPLE_TODAY } from './travel-form-examples.js';
import {
  toTravelRecalculationRequest,
  travelRecalculationProblems,
  travelViewQuoteSchema,
  withMultiTrip,
} from './travel-view-quote.js';

const problemOf = (policyStartDate: string) =>
  travelViewQuoteSchema({ today: EXAMPLE_TODAY }).safeParse({ isMultiTrip: true, policyStartDate })
    .error?.issues[0]?.message;

describe('the Annual Multi-Trip switch', () => {
  it.each([
    ['', 'Please select your travel date'],
    ['19/11/2026', 'Start date must be today or in the future.'],
    ['20/11/2026', undefined],
    ['04/01/2027', undefined],
    ['05/01/2027', "The date selected must be within 45 days of today's date"],
  ])('start date %j: %s', (date, message) => {
    expect(problemOf(date)).toBe(message);
  });

  it('asks no date with the switch off, and turning it off clears the date', () => {
    expect(
      travelViewQuoteSchema({ today: EXAMPLE_TODAY }).safeParse({
        isMultiTrip: false,
        policyStartDate: '',
      }).success,
    ).toBe(true);
    expect(withMultiTrip({ isMultiTrip: true, policyStartDate: '01/12/2026' }, false)).toEqual({
      isMultiTrip: false,
      policyStartDate: '',
    });
  });

  it('sends the date ISO, and the server checks it with the same rule', () => {
    const request = toTravelRecalculationRequest('TQ1', {
      isMultiTrip: true,
      policyStartDate: '01/12/2026',
    });
    expect(request).toEqual({
      quote_reference: 'TQ1',
      is_multi_trip: true,
      policy_start_date: '2026-12-01',
    });
    expect(travelRecalculationProblems(request, EXAMPLE_TODAY)).toEqual({});
    expect(
      travelRecalculationProblems({ ...request, policy_start_date: '2027-01-05' }, EXAMPLE_TODAY),
    ).toEqual({ policy_start_date: ["The date selected must be within 45 days of today's date"] });
    expect(
      travelRecalculationProblems({ ...request, policy_start_date: null }, EXAMPLE_TODAY),
    ).toEqual({ policy_start_date: ['Please select your travel date'] });
    expect(
      travelRecalculationProblems(
        { quote_reference: 'TQ1', is_multi_trip: false, policy_start_date: null },
        EXAMPLE_TODAY,
      ),
    ).toEqual({});
  });
});
