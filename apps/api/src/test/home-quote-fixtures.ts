import { HOUSEHOLD_QUESTIONS, type HomeQuoteRequest } from '@wallet/domain';

/** A calendar date `days` after today, as the API takes it. */
export function isoDateInDays(days: number, from = new Date()): string {
  const date = new Date(from);
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * An owner-occupied semi-detached house in Cork with nothing unusual: both insurers quote it.
 * Tests change one answer at a time to reach a decline, a referral or another price.
 */
export function homeQuoteRequest(
  change: (request: HomeQuoteRequest) => void = () => {},
): HomeQuoteRequest {
  const request: HomeQuoteRequest = {
    terms_accepted: true,
    home_quote: {
      assumptions: [{ code: 23, response: true }],
      // Every household question answered the way no insurer needs to look at further.
      questions: HOUSEHOLD_QUESTIONS.map((question) => ({
        code: question.code,
        response: question.expectedAnswer,
      })),
      policy_holder_details: {
        title: 'MS',
        first_name: 'Siobhan',
        last_name: 'Kelly',
        primary_address: {
          address_line1: '12 Wellington Road',
          town: 'Cork',
          county: 'Cork',
          post_code: 'T23 X2Y4',
        },
        mobile_phone: '0871234567',
        email: 'siobhan.kelly@example.ie',
        date_of_birth: '1985-04-12',
        is_boi_customer: false,
        has_boi_mortgage: false,
        has_boi_personal_loan: false,
        has_boi_motor_insurance: false,
        has_boi_pension: false,
        first_time_buyer: false,
        mortgage_provider: 1,
      },
      cover_details: {
        start_date: isoDateInDays(7),
        buildings_amount: 250_000,
        contents_amount: 40_000,
        unspecified_personal_items_amount: 0,
        specified_items: [],
        risk_address: {
          address_line1: '12 Wellington Road',
          town: 'Cork',
          county: 'Cork',
          post_code: 'T23 X2Y4',
          cover_type: 'ownLive',
          dwelling_type: 'Owner Occupied',
          proposer_type: 'Not applicable',
          home_type: 'Semi-detached',
          year_of_construction: 1995,
          num_bedrooms: 3,
          num_bathrooms: 2,
          heating_type: 'Gas',
          alarm_type: 'Registered installer but is not monitored',
          num_smoke_alarms: 3,
          listed_or_protected: false,
          operational_locks: true,
          roof_tile: true,
          un_occupied: false,
          claims_details: [],
          additional_policy_holders_details: [],
          ncd_num_years: 5,
        },
      },
    },
  };
  change(request);
  return request;
}
