import { describe, expect, it } from 'vitest';
import { EXAMPLE_TODAY, EXAMPLE_TRAVEL_FORMS } from './travel-form-examples.js';
import type { TravelQuoteRequest } from './travel-quote-payload.js';
import { toTravelQuoteRequest } from './travel-quote-mapping.js';
import { YOUR_TRIP_MESSAGES } from './travel-messages.js';
import { TRAVEL_QUOTE_RULE_MESSAGES, travelQuotePayloadProblems } from './travel-quote-rules.js';

const BASE = toTravelQuoteRequest(EXAMPLE_TRAVEL_FORMS);
type Quote = TravelQuoteRequest['travel_quote'];

function problems(change: (quote: Quote, request: TravelQuoteRequest) => void) {
  const request = JSON.parse(JSON.stringify(BASE)) as TravelQuoteRequest;
  change(request.travel_quote, request);
  return travelQuotePayloadProblems(request, { today: EXAMPLE_TODAY });
}

const HOLDER = 'travel_quote.policy_holder_details';
const COVER = 'travel_quote.cover_details';

describe('travelQuotePayloadProblems', () => {
  it('finds nothing in the example quote', () => {
    expect(problems(() => {})).toEqual({});
  });

  it('refuses a start date the format allows but no calendar has, never reading it', () => {
    expect(
      problems((quote) => {
        quote.cover_details.start_date = '0000-01-01';
        quote.date_of_travel = '0000-01-01';
      }),
    ).toEqual({ [`${COVER}.start_date`]: [YOUR_TRIP_MESSAGES.dateInvalid] });
  });

  it('holds the policyholder to the About you rules, with the forms’ words', () => {
    expect(
      problems((quote, request) => {
        request.honeypot_value = 'x';
        quote.policy_holder_details.first_name = 'A';
        quote.policy_holder_details.last_name = 'Murphy 2';
        quote.policy_holder_details.date_of_birth = '2008-11-21';
        quote.policy_holder_details.address.county = '';
        quote.policy_holder_details.address.eircode = 'X';
        quote.policy_holder_details.mobile_phone = '0123';
        quote.policy_holder_details.email = 'no';
        quote.policy_holder_details.occupation = undefined;
        quote.promotion_code = 'WINTER20';
      }),
    ).toEqual({
      honeypot_value: ['This field must be left empty'],
      [`${HOLDER}.first_name`]: ['Please enter in more than two characters'],
      [`${HOLDER}.last_name`]: ['Numbers and symbols are not permitted'],
      [`${HOLDER}.date_of_birth`]: ['You must be over 18 to take out a policy'],
      [`${HOLDER}.address.county`]: ['County is required'],
      [`${HOLDER}.address.eircode`]: ['Please enter a valid Eircode or address'],
      [`${HOLDER}.mobile_phone`]: ['Must be a valid Mobile number'],
      [`${HOLDER}.email`]: ['Please enter a valid email address'],
      [`${HOLDER}.occupation`]: ['Occupation is required'],
      'travel_quote.promotion_code': [expect.stringMatching(/not a valid promo code/)],
      // At 18 the policyholder is too young for the car hire extra the quote still asks for.
      [`${COVER}.addons_selected`]: [
        'You must be between 21 and 75 years of age to avail of car hire excess',
      ],
    });
  });

  it.each([
    ['2026-11-19', 'Start date must be today or in the future.'],
    ['2026-11-20', undefined],
    ['2027-05-20', "The dates selected must be within 180 days of today's date"],
  ])('a single trip from %s: %s', (start, message) => {
    const found = problems((quote) => {
      quote.cover_details.start_date = start;
      quote.date_of_travel = start;
      quote.cover_details.end_date = '2027-06-01';
    });
    expect(found[`${COVER}.start_date`]?.[0]).toBe(message);
  });

  it.each([
    ['2027-01-04', undefined],
    ['2027-01-05', "The date selected must be within 45 days of today's date"],
  ])('an annual multi-trip policy from %s: %s', (start, message) => {
    const found = problems((quote) => {
      Object.assign(quote.cover_details, {
        trip_type: 2,
        start_date: start,
        end_date: null,
        destination_country: null,
        cover_days: 365,
      });
      quote.date_of_travel = start;
    });
    expect(found[`${COVER}.start_date`]?.[0]).toBe(message);
  });

  it.each([
    [null, 'Please select your return date'],
    ['2027-01-09', 'End date needs to be after start date.'],
    ['2027-07-09', 'The end date must be within 180 days of the start date'],
  ])('a single trip ending %j: %s', (end, message) => {
    expect(
      problems((quote) => {
        quote.cover_details.end_date = end;
      })[`${COVER}.end_date`],
    ).toEqual([message]);
  });

  it('derives the days of cover and the date of travel, and refuses others', () => {
    expect(
      problems((quote) => {
        quote.cover_details.cover_days = 7;
        quote.date_of_travel = '2027-01-10';
      }),
    ).toEqual({
      [`${COVER}.cover_days`]: [
        TRAVEL_QUOTE_RULE_MESSAGES.derivedDiffers('number of days of cover', '8'),
      ],
      'travel_quote.date_of_travel': [
        TRAVEL_QUOTE_RULE_MESSAGES.derivedDiffers('date of travel', '2027-01-09'),
      ],
    });
  });

  it('needs a covered country for a single trip and none for multi-trip', () => {
    expect(
      problems((quote) => {
        quote.cover_details.destination_country = 'Cuba';
      })[`${COVER}.destination_country`],
    ).toEqual(['Please select a country in your destination zone']);
    expect(
      problems((quote) => {
        Object.assign(quote.cover_details, {
          trip_type: 2,
          end_date: '2027-01-16',
          cover_days: 365,
        });
        quote.cover_details.start_date = '2026-12-01';
        quote.date_of_travel = '2026-12-01';
      }),
    ).toEqual({
      [`${COVER}.end_date`]: [TRAVEL_QUOTE_RULE_MESSAGES.notForMultiTrip],
      [`${COVER}.destination_country`]: [TRAVEL_QUOTE_RULE_MESSAGES.notForMultiTrip],
    });
  });

  it('matches children and partner to who is insured', () => {
    expect(
      problems((quote) => {
        quote.policy_holder_details.number_of_children = 0;
      }),
    ).toEqual({ [`${HOLDER}.number_of_children`]: ['Please select the number of children'] });
    expect(
      problems((quote) => {
        quote.cover_details.insured_person_type = 1;
      }),
    ).toEqual({
      [`${HOLDER}.number_of_children`]: [TRAVEL_QUOTE_RULE_MESSAGES.childrenNotInsured],
      'travel_quote.additional_holder_details': [TRAVEL_QUOTE_RULE_MESSAGES.partnerNotInsured],
    });
    expect(
      problems((quote) => {
        quote.additional_holder_details = [];
      }),
    ).toEqual({
      'travel_quote.additional_holder_details.0.first_name': ['First name is required'],
      'travel_quote.additional_holder_details.0.last_name': ['Surname is required'],
      'travel_quote.additional_holder_details.0.date_of_birth': ['Date of birth is required'],
    });
    expect(
      problems((quote) => {
        quote.additional_holder_details[0]!.date_of_birth = '2010-01-01';
      }),
    ).toEqual({
      'travel_quote.additional_holder_details.0.date_of_birth': [
        'You must be over 18 to take out a policy',
      ],
    });
  });

  it('refuses car hire the traveller’s age or the zone rules out', () => {
    expect(
      problems((quote) => {
        quote.policy_holder_details.date_of_birth = '1946-01-01';
      })[`${COVER}.addons_selected`],
    ).toEqual(['You must be between 21 and 75 years of age to avail of car hire excess']);
    expect(
      problems((quote) => {
        quote.cover_details.destination_zone_id = 2;
      })[`${COVER}.addons_selected`],
    ).toEqual(['Car hire excess is only available for European destinations']);
  });

  it('keeps the private medical extra with the health cover question, each extra once', () => {
    expect(
      problems((quote) => {
        quote.additional_questions = [];
      })[`${COVER}.addons_selected`],
    ).toEqual([TRAVEL_QUOTE_RULE_MESSAGES.privateMedicalFollowsQuestion]);
    expect(
      problems((quote) => {
        quote.cover_details.addons_selected = [1, 1, 2];
      })[`${COVER}.addons_selected`],
    ).toEqual([TRAVEL_QUOTE_RULE_MESSAGES.extraTwice]);
  });
});
