import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ABOUT_YOU_MESSAGES,
  HOME_QUOTE_RULE_MESSAGES,
  HOUSEHOLD_QUESTIONS,
  MOBILE_NUMBER_MESSAGES,
  PROMO_MESSAGES,
  YOUR_COVER_MESSAGES,
  YOUR_HOME_MESSAGES,
  homeQuoteResponseSchema,
  type HomeQuoteRequest,
} from '@wallet/domain';
import { quotes } from '../../db/schema.js';
import { DEMO_STAFF } from '../../adapters/staff-directory/demo-staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { homeQuoteRequest, isoDateInDays } from '../../test/home-quote-fixtures.js';
import { VISITOR_COOKIE_NAME } from '../quotes/index.js';

/** The staff promotion with a demo staff member's number, quoted by that staff member. */
function asStaffMember(request: HomeQuoteRequest, staffNumber: string) {
  const member = DEMO_STAFF.find((candidate) => candidate.staffNumber === staffNumber)!;
  request.home_quote.promotion_code = 'staff';
  request.home_quote.staff_number = staffNumber;
  const holder = request.home_quote.policy_holder_details;
  holder.first_name = member.givenName;
  holder.last_name = member.familyName;
  holder.date_of_birth = member.dateOfBirth;
}

/*
 * home.md 5 on the server: one row per rule at its boundary, both sides. A just-valid request is
 * quoted (200); a just-invalid one is refused with 400, the rule's field error and message, and
 * nothing is stored. "Today" is the server's clock, held still for the whole file.
 */

const NOW = new Date();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});
afterAll(async () => t?.close());

const inDays = (days: number) => isoDateInDays(days, NOW);

/** The date `years` years before today, moved on by `days`. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date(NOW);
  date.setFullYear(date.getFullYear() - years);
  return isoDateInDays(days, date);
}

const RISK = 'home_quote.cover_details.risk_address';
const COVER = 'home_quote.cover_details';
const HOLDER = 'home_quote.policy_holder_details';

type Change = (request: HomeQuoteRequest) => void;

/** A rented-out home: the answers ownRent asks for, the dwelling type they give. */
const landlord =
  (numTenants: number, dwellingType: string): Change =>
  (request) => {
    const quote = request.home_quote;
    const risk = quote.cover_details.risk_address;
    risk.cover_type = 'ownRent';
    risk.dwelling_type = dwellingType as typeof risk.dwelling_type;
    risk.residence_type = 'Landlord';
    risk.proposer_type = 'Landlord';
    risk.tenanted_property = {
      family_unit: false,
      tenant_type: 'NonStudents',
      number_of_tenants: numTenants,
    };
    quote.assumptions = [
      { code: 25, response: true },
      { code: 30, response: true },
    ];
  };

const unoccupied: Change = (request) => {
  const risk = request.home_quote.cover_details.risk_address;
  risk.cover_type = 'ownUnoccupied';
  risk.dwelling_type = 'Unoccupied';
  delete risk.proposer_type;
  request.home_quote.cover_details.contents_amount = null;
  request.home_quote.assumptions = [];
};

const inDublin =
  (county: string): Change =>
  (request) => {
    for (const address of [
      request.home_quote.policy_holder_details.primary_address,
      request.home_quote.cover_details.risk_address,
    ]) {
      address.address_line1 = '14 Seaview Terrace';
      address.town = 'Dublin 4';
      address.county = county;
      address.post_code = 'D04 X2Y3';
    }
  };

const settledClaim = {
  claim_type: 'Escape of water' as const,
  claim_date: inDays(0),
  claim_status: 'Settled' as const,
  occurred_at: 'CURRENT_RESIDENTIAL_ADDRESS' as const,
  claim_amount: 2_000,
};

interface Row {
  rule: string;
  change: Change;
  /** Nothing for a request that must be quoted; otherwise the field error it must give. */
  refused?: { path: string; message: string };
}

const both = (
  rule: string,
  valid: Change,
  invalid: Change,
  refused: { path: string; message: string },
): Row[] => [
  { rule: `${rule}: just valid`, change: valid },
  { rule: `${rule}: just invalid`, change: invalid, refused },
];

const ROWS: Row[] = [
  ...both(
    'applicant is 18 today',
    (r) => (r.home_quote.policy_holder_details.date_of_birth = yearsAgo(18)),
    (r) => (r.home_quote.policy_holder_details.date_of_birth = yearsAgo(18, 1)),
    { path: `${HOLDER}.date_of_birth`, message: ABOUT_YOU_MESSAGES.dobUnder18 },
  ),
  ...both(
    'applicant born in 1900 or later',
    (r) => (r.home_quote.policy_holder_details.date_of_birth = '1900-01-01'),
    (r) => (r.home_quote.policy_holder_details.date_of_birth = '1899-12-31'),
    { path: `${HOLDER}.date_of_birth`, message: ABOUT_YOU_MESSAGES.dobBefore1900 },
  ),
  ...both(
    'joint owner is 18 today',
    (r) => {
      r.home_quote.cover_details.risk_address.additional_policy_holders_details = [
        { title: 'MR', first_name: 'Cian', surname: 'Kelly', date_of_birth: yearsAgo(18) },
      ];
    },
    (r) => {
      r.home_quote.cover_details.risk_address.additional_policy_holders_details = [
        { title: 'MR', first_name: 'Cian', surname: 'Kelly', date_of_birth: yearsAgo(18, 1) },
      ];
    },
    {
      path: `${RISK}.additional_policy_holders_details.0.date_of_birth`,
      message: ABOUT_YOU_MESSAGES.dobUnder18,
    },
  ),
  ...both(
    'joint owner born in 1900 or later',
    (r) => {
      r.home_quote.cover_details.risk_address.additional_policy_holders_details = [
        { title: 'MR', first_name: 'Cian', surname: 'Kelly', date_of_birth: '1900-01-01' },
      ];
    },
    (r) => {
      r.home_quote.cover_details.risk_address.additional_policy_holders_details = [
        { title: 'MR', first_name: 'Cian', surname: 'Kelly', date_of_birth: '1899-12-31' },
      ];
    },
    {
      path: `${RISK}.additional_policy_holders_details.0.date_of_birth`,
      message: ABOUT_YOU_MESSAGES.dobBefore1900,
    },
  ),
  ...both(
    'start date not before today',
    (r) => (r.home_quote.cover_details.start_date = inDays(0)),
    (r) => (r.home_quote.cover_details.start_date = inDays(-1)),
    { path: `${COVER}.start_date`, message: YOUR_COVER_MESSAGES.policyStartInPast },
  ),
  ...both(
    'start date at most 90 days ahead',
    (r) => (r.home_quote.cover_details.start_date = inDays(90)),
    (r) => (r.home_quote.cover_details.start_date = inDays(91)),
    { path: `${COVER}.start_date`, message: YOUR_COVER_MESSAGES.policyStartTooFar },
  ),
  ...both(
    'rebuild cost at least 175,000 in Dublin',
    (r) => {
      inDublin('Dublin')(r);
      r.home_quote.cover_details.buildings_amount = 175_000;
    },
    (r) => {
      inDublin('Dublin')(r);
      r.home_quote.cover_details.buildings_amount = 174_999;
    },
    { path: `${COVER}.buildings_amount`, message: YOUR_COVER_MESSAGES.rebuildCostMinimumDublin },
  ),
  ...both(
    'rebuild cost at least 175,000 in Fingal, a Dublin county',
    (r) => {
      inDublin('Fingal')(r);
      r.home_quote.cover_details.buildings_amount = 175_000;
    },
    (r) => {
      inDublin('Fingal')(r);
      r.home_quote.cover_details.buildings_amount = 174_999;
    },
    { path: `${COVER}.buildings_amount`, message: YOUR_COVER_MESSAGES.rebuildCostMinimumDublin },
  ),
  ...both(
    'rebuild cost at least 130,000 outside Dublin',
    (r) => (r.home_quote.cover_details.buildings_amount = 130_000),
    (r) => (r.home_quote.cover_details.buildings_amount = 129_999),
    {
      path: `${COVER}.buildings_amount`,
      message: YOUR_COVER_MESSAGES.rebuildCostMinimumElsewhere,
    },
  ),
  ...both(
    'rebuild cost required when asked',
    (r) => (r.home_quote.cover_details.buildings_amount = 250_000),
    (r) => (r.home_quote.cover_details.buildings_amount = null),
    { path: `${COVER}.buildings_amount`, message: YOUR_COVER_MESSAGES.rebuildCostRequired },
  ),
  ...both(
    'contents at least 15,000',
    (r) => (r.home_quote.cover_details.contents_amount = 15_000),
    (r) => (r.home_quote.cover_details.contents_amount = 14_999),
    { path: `${COVER}.contents_amount`, message: YOUR_COVER_MESSAGES.contentsMinimum },
  ),
  ...both(
    'contents required for an owner-occupier',
    (r) => (r.home_quote.cover_details.contents_amount = 40_000),
    (r) => (r.home_quote.cover_details.contents_amount = null),
    { path: `${COVER}.contents_amount`, message: YOUR_COVER_MESSAGES.contentsRequired },
  ),
  ...both(
    'no contents for an unoccupied home',
    unoccupied,
    (r) => {
      unoccupied(r);
      r.home_quote.cover_details.contents_amount = 15_000;
    },
    { path: `${COVER}.contents_amount`, message: HOME_QUOTE_RULE_MESSAGES.contentsNotAsked },
  ),
  ...both(
    'unspecified items from 2,500',
    (r) => (r.home_quote.cover_details.unspecified_personal_items_amount = 2_500),
    (r) => (r.home_quote.cover_details.unspecified_personal_items_amount = 2_000),
    {
      path: `${COVER}.unspecified_personal_items_amount`,
      message: YOUR_COVER_MESSAGES.unspecifiedItemsNotOffered,
    },
  ),
  ...both(
    'unspecified items to 10,000',
    (r) => (r.home_quote.cover_details.unspecified_personal_items_amount = 10_000),
    (r) => (r.home_quote.cover_details.unspecified_personal_items_amount = 10_500),
    {
      path: `${COVER}.unspecified_personal_items_amount`,
      message: YOUR_COVER_MESSAGES.unspecifiedItemsNotOffered,
    },
  ),
  ...both(
    'unspecified items in steps of 500',
    (r) => (r.home_quote.cover_details.unspecified_personal_items_amount = 3_000),
    (r) => (r.home_quote.cover_details.unspecified_personal_items_amount = 2_750),
    {
      path: `${COVER}.unspecified_personal_items_amount`,
      message: YOUR_COVER_MESSAGES.unspecifiedItemsNotOffered,
    },
  ),
  ...both(
    'no items cover for an unoccupied home',
    unoccupied,
    (r) => {
      unoccupied(r);
      r.home_quote.cover_details.unspecified_personal_items_amount = 2_500;
    },
    {
      path: `${COVER}.unspecified_personal_items_amount`,
      message: HOME_QUOTE_RULE_MESSAGES.personalItemsNotOffered,
    },
  ),
  ...both(
    'specified item worth at least 1,501',
    (r) => {
      r.home_quote.cover_details.specified_items = [
        { item_type: 'Jewellery', value: 1_501, description: 'Engagement ring' },
      ];
    },
    (r) => {
      r.home_quote.cover_details.specified_items = [
        { item_type: 'Jewellery', value: 1_500, description: 'Engagement ring' },
      ];
    },
    {
      path: `${COVER}.specified_items.0.value`,
      message: YOUR_COVER_MESSAGES.specifiedItemValueMinimum,
    },
  ),
  ...both(
    'specified item description at most 80 characters',
    (r) => {
      r.home_quote.cover_details.specified_items = [
        { item_type: 'Laptop', value: 2_000, description: 'x'.repeat(80) },
      ];
    },
    (r) => {
      r.home_quote.cover_details.specified_items = [
        { item_type: 'Laptop', value: 2_000, description: 'x'.repeat(81) },
      ];
    },
    {
      path: `${COVER}.specified_items.0.description`,
      message: YOUR_COVER_MESSAGES.specifiedItemDescriptionTooLong,
    },
  ),
  ...both(
    'specified item description required',
    (r) => {
      r.home_quote.cover_details.specified_items = [
        { item_type: 'Laptop', value: 2_000, description: 'A' },
      ];
    },
    (r) => {
      r.home_quote.cover_details.specified_items = [
        { item_type: 'Laptop', value: 2_000, description: '   ' },
      ];
    },
    {
      path: `${COVER}.specified_items.0.description`,
      message: YOUR_COVER_MESSAGES.specifiedItemDescriptionRequired,
    },
  ),
  ...both(
    'specified item type from the list',
    (r) => {
      r.home_quote.cover_details.specified_items = [
        { item_type: 'Other', value: 2_000, description: 'Painting' },
      ];
    },
    (r) => {
      r.home_quote.cover_details.specified_items = [
        {
          item_type: 'Boat' as 'Other',
          value: 2_000,
          description: 'Painting',
        },
      ];
    },
    {
      path: `${COVER}.specified_items.0.item_type`,
      message: YOUR_COVER_MESSAGES.specifiedItemTypeRequired,
    },
  ),
  ...both(
    'mortgage application number of 7 digits',
    (r) => (r.home_quote.policy_holder_details.mortgage_reference = '1234567'),
    (r) => (r.home_quote.policy_holder_details.mortgage_reference = '123456'),
    {
      path: `${HOLDER}.mortgage_reference`,
      message: ABOUT_YOU_MESSAGES.mortgageApplicationNumberInvalid,
    },
  ),
  ...both(
    'mortgage application number of 8 digits',
    (r) => (r.home_quote.policy_holder_details.mortgage_reference = '12345678'),
    (r) => (r.home_quote.policy_holder_details.mortgage_reference = '123456789'),
    {
      path: `${HOLDER}.mortgage_reference`,
      message: ABOUT_YOU_MESSAGES.mortgageApplicationNumberInvalid,
    },
  ),
  // The valid sides use staff numbers of the demo staff directory (6 and 7 digits).
  ...both(
    'staff number with the staff promotion',
    (r) => asStaffMember(r, 'C765432'),
    (r) => {
      r.home_quote.promotion_code = 'staff';
      r.home_quote.staff_number = 'A12345';
    },
    { path: 'home_quote.staff_number', message: ABOUT_YOU_MESSAGES.staffNumberInvalid },
  ),
  ...both(
    'staff number required with the staff promotion',
    (r) => asStaffMember(r, 'C8765432'),
    (r) => {
      r.home_quote.promotion_code = 'staff';
      delete r.home_quote.staff_number;
    },
    { path: 'home_quote.staff_number', message: ABOUT_YOU_MESSAGES.staffNumberRequired },
  ),
  ...both(
    'a staff number the staff directory knows',
    (r) => asStaffMember(r, 'C8765432'),
    (r) => {
      r.home_quote.promotion_code = 'staff';
      r.home_quote.staff_number = 'C8765433';
    },
    { path: 'home_quote.staff_number', message: ABOUT_YOU_MESSAGES.staffNumberInvalid },
  ),
  ...both(
    'a promotion code the promotion check accepts',
    (r) => (r.home_quote.promotion_code = 'Online10'),
    (r) => (r.home_quote.promotion_code = 'Online11'),
    { path: 'home_quote.promotion_code', message: PROMO_MESSAGES.invalid },
  ),
  ...both(
    'first name of 2 characters',
    (r) => (r.home_quote.policy_holder_details.first_name = 'Jo'),
    (r) => (r.home_quote.policy_holder_details.first_name = 'J'),
    { path: `${HOLDER}.first_name`, message: ABOUT_YOU_MESSAGES.nameTooShort },
  ),
  ...both(
    'surname without digits',
    (r) => (r.home_quote.policy_holder_details.last_name = "O'Brien"),
    (r) => (r.home_quote.policy_holder_details.last_name = 'O8rien'),
    { path: `${HOLDER}.last_name`, message: ABOUT_YOU_MESSAGES.nameNumbers },
  ),
  ...both(
    'first name required',
    (r) => (r.home_quote.policy_holder_details.first_name = 'Siobhán'),
    (r) => (r.home_quote.policy_holder_details.first_name = ' '),
    { path: `${HOLDER}.first_name`, message: ABOUT_YOU_MESSAGES.firstNameRequired },
  ),
  ...both(
    'an Irish mobile number',
    (r) => (r.home_quote.policy_holder_details.mobile_phone = '0899999999'),
    (r) => (r.home_quote.policy_holder_details.mobile_phone = '089999999'),
    { path: `${HOLDER}.mobile_phone`, message: MOBILE_NUMBER_MESSAGES.invalidPersonal },
  ),
  ...both(
    'e-mail of at most 50 characters',
    (r) => (r.home_quote.policy_holder_details.email = `${'a'.repeat(39)}@example.ie`),
    (r) => (r.home_quote.policy_holder_details.email = `${'a'.repeat(40)}@example.ie`),
    { path: `${HOLDER}.email`, message: ABOUT_YOU_MESSAGES.emailTooLong },
  ),
  ...both(
    'a valid e-mail address',
    (r) => (r.home_quote.policy_holder_details.email = 'a@b.ie'),
    (r) => (r.home_quote.policy_holder_details.email = 'a@b'),
    { path: `${HOLDER}.email`, message: ABOUT_YOU_MESSAGES.emailInvalid },
  ),
  ...both(
    'main-residence assumption (23) answered for an owner-occupier',
    (r) => (r.home_quote.assumptions = [{ code: 23, response: false }]),
    (r) => (r.home_quote.assumptions = []),
    { path: 'home_quote.assumptions', message: YOUR_HOME_MESSAGES.mainResidenceRequired },
  ),
  ...both(
    'private-living assumption (25) answered for a landlord',
    landlord(3, 'Rented - Three People'),
    (r) => {
      landlord(3, 'Rented - Three People')(r);
      r.home_quote.assumptions = [{ code: 30, response: true }];
    },
    { path: 'home_quote.assumptions', message: YOUR_HOME_MESSAGES.occupancyRequired },
  ),
  ...both(
    'tenancy-agreement assumption (30) answered for a landlord',
    landlord(3, 'Rented - Three People'),
    (r) => {
      landlord(3, 'Rented - Three People')(r);
      r.home_quote.assumptions = [{ code: 25, response: true }];
    },
    { path: 'home_quote.assumptions', message: YOUR_HOME_MESSAGES.occupancyRequired },
  ),
  ...both(
    'number of tenants answered for a non-student let',
    landlord(8, 'Rented - Eight People'),
    (r) => {
      landlord(8, 'Rented - Eight People')(r);
      delete r.home_quote.cover_details.risk_address.tenanted_property!.number_of_tenants;
    },
    {
      path: `${RISK}.tenanted_property.number_of_tenants`,
      message: YOUR_HOME_MESSAGES.occupancyRequired,
    },
  ),
  ...both(
    'dwelling type derived from the tenants (3 tenants)',
    landlord(3, 'Rented - Three People'),
    landlord(3, 'Owner Occupied'),
    {
      path: `${RISK}.dwelling_type`,
      message: HOME_QUOTE_RULE_MESSAGES.derivedDiffers('dwelling type', 'Rented - Three People'),
    },
  ),
  ...both(
    'proposer type derived from the cover type',
    landlord(1, 'Rented - One Person'),
    (r) => {
      landlord(1, 'Rented - One Person')(r);
      r.home_quote.cover_details.risk_address.proposer_type = 'Not applicable';
    },
    {
      path: `${RISK}.proposer_type`,
      message: HOME_QUOTE_RULE_MESSAGES.derivedDiffers('proposer type', 'Landlord'),
    },
  ),
  ...both(
    'holiday home let: how often it is let is answered',
    (r) => {
      const risk = r.home_quote.cover_details.risk_address;
      risk.cover_type = 'ownHoliday';
      risk.dwelling_type = 'Holiday Home - Let Out';
      risk.residence_type = 'Holiday';
      delete risk.proposer_type;
      risk.holiday_home = { in_use: true, rented: true, rented_num_times: 'UP_TO_5' };
      r.home_quote.assumptions = [];
    },
    (r) => {
      const risk = r.home_quote.cover_details.risk_address;
      risk.cover_type = 'ownHoliday';
      risk.dwelling_type = 'Holiday Home - Let Out';
      delete risk.proposer_type;
      risk.holiday_home = { in_use: true, rented: true };
      r.home_quote.assumptions = [];
    },
    {
      path: `${RISK}.holiday_home.rented_num_times`,
      message: YOUR_HOME_MESSAGES.occupancyRequired,
    },
  ),
  ...both(
    'year built not in the future',
    (r) => (r.home_quote.cover_details.risk_address.year_of_construction = NOW.getFullYear()),
    (r) => (r.home_quote.cover_details.risk_address.year_of_construction = NOW.getFullYear() + 1),
    { path: `${RISK}.year_of_construction`, message: YOUR_HOME_MESSAGES.yearInFuture },
  ),
  ...both(
    'rewired answered for a home built in 1971 or earlier',
    (r) => (r.home_quote.cover_details.risk_address.year_of_construction = 1972),
    (r) => (r.home_quote.cover_details.risk_address.year_of_construction = 1971),
    { path: `${RISK}.has_been_re_wired`, message: YOUR_HOME_MESSAGES.rewiredRequired },
  ),
  ...both(
    'reroofed answered for a home built in 1920 or earlier',
    (r) => {
      const risk = r.home_quote.cover_details.risk_address;
      risk.year_of_construction = 1921;
      risk.has_been_re_wired = true;
    },
    (r) => {
      const risk = r.home_quote.cover_details.risk_address;
      risk.year_of_construction = 1920;
      risk.has_been_re_wired = true;
    },
    { path: `${RISK}.has_been_re_roofed`, message: YOUR_HOME_MESSAGES.reroofedRequired },
  ),
  ...both(
    'claim date not in the future',
    (r) => (r.home_quote.cover_details.risk_address.claims_details = [settledClaim]),
    (r) => {
      r.home_quote.cover_details.risk_address.claims_details = [
        { ...settledClaim, claim_date: inDays(1) },
      ];
    },
    { path: `${RISK}.claims_details.0.claim_date`, message: YOUR_HOME_MESSAGES.claimDateInFuture },
  ),
  ...both(
    'settled claim has its amount',
    (r) => {
      const { claim_amount: _amount, ...open } = settledClaim;
      r.home_quote.cover_details.risk_address.claims_details = [
        { ...open, claim_status: 'NotSettled' },
      ];
    },
    (r) => {
      const { claim_amount: _amount, ...withoutAmount } = settledClaim;
      r.home_quote.cover_details.risk_address.claims_details = [withoutAmount];
    },
    {
      path: `${RISK}.claims_details.0.claim_amount`,
      message: YOUR_HOME_MESSAGES.claimAmountRequired,
    },
  ),
  ...both(
    'every household question answered',
    () => {},
    (r) => {
      r.home_quote.questions = r.home_quote.questions.filter(
        (question) => question.code !== 'roof_tile',
      );
    },
    {
      path: 'home_quote.questions',
      message: HOUSEHOLD_QUESTIONS.find((question) => question.code === 'roof_tile')!
        .requiredMessage,
    },
  ),
  ...both(
    'the excess of an unoccupied home stays the standard one',
    (r) => {
      unoccupied(r);
      r.home_quote.cover_details.excess_amount = '3';
    },
    (r) => {
      unoccupied(r);
      r.home_quote.cover_details.excess_amount = '4';
    },
    { path: `${COVER}.excess_amount`, message: HOME_QUOTE_RULE_MESSAGES.excessLocked },
  ),
];

const storedQuotes = () => t.app.database.db.$count(quotes);

async function postQuote(body: HomeQuoteRequest, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes',
    payload: body,
    headers,
  });
}

describe('POST /api/home/applied_home_quotes enforces home.md 5', () => {
  it.each(ROWS)('$rule', async ({ change, refused }) => {
    const before = await storedQuotes();
    const response = await postQuote(homeQuoteRequest(change));
    if (!refused) {
      expect(response.statusCode, response.body).toBe(200);
      expect(await storedQuotes()).toBe(before + 1);
      return;
    }
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors?.[refused.path], response.body).toContain(refused.message);
    expect(await storedQuotes()).toBe(before);
  });

  it('waives the start date for a re-quote of a saved quote of the caller, by its reference', async () => {
    const first = await postQuote(homeQuoteRequest());
    expect(first.statusCode, first.body).toBe(200);
    const reference = homeQuoteResponseSchema.parse(first.json()).quote_reference;
    const cookie = first.cookies.find((entry) => entry.name === VISITOR_COOKIE_NAME)!;
    const resumed = homeQuoteRequest((request) => {
      request.quote_reference = reference;
      request.home_quote.cover_details.start_date = inDays(-1);
    });

    // Another browser cannot reach the quote: no waiver, nothing stored or changed.
    const before = await storedQuotes();
    const [saved] = await t.app.database.db
      .select({ updatedAt: quotes.updatedAt })
      .from(quotes)
      .where(eq(quotes.quoteReference, reference));
    const stranger = await postQuote(resumed);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fieldErrors[`${COVER}.start_date`]).toEqual([
      YOUR_COVER_MESSAGES.policyStartInPast,
    ]);
    expect(await storedQuotes()).toBe(before);

    // The 90-day limit still holds for the owner.
    const tooFar = await postQuote(
      homeQuoteRequest((request) => {
        request.quote_reference = reference;
        request.home_quote.cover_details.start_date = inDays(91);
      }),
      { cookie: `${cookie.name}=${cookie.value}` },
    );
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().fieldErrors[`${COVER}.start_date`]).toEqual([
      YOUR_COVER_MESSAGES.policyStartTooFar,
    ]);
    const [unchanged] = await t.app.database.db
      .select({ updatedAt: quotes.updatedAt })
      .from(quotes)
      .where(eq(quotes.quoteReference, reference));
    expect(unchanged).toEqual(saved);

    const owner = await postQuote(resumed, { cookie: `${cookie.name}=${cookie.value}` });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(homeQuoteResponseSchema.parse(owner.json()).quote_reference).toBe(reference);
  });

  it('rates a landlord with the dwelling type the tenants give: three tenants cost more at RSA than an owner-occupier', async () => {
    const rsaPrice = async (body: HomeQuoteRequest) => {
      const response = await postQuote(body);
      expect(response.statusCode, response.body).toBe(200);
      const answer = homeQuoteResponseSchema.parse(response.json());
      return answer.quotes.find((entry) => entry.insurer === 'RSA')!.price!;
    };
    const ownerOccupier = await rsaPrice(homeQuoteRequest());
    const letToThree = await rsaPrice(homeQuoteRequest(landlord(3, 'Rented - Three People')));
    expect(letToThree).toBeGreaterThan(ownerOccupier);

    const before = await storedQuotes();
    const disguised = await postQuote(homeQuoteRequest(landlord(3, 'Owner Occupied')));
    expect(disguised.statusCode).toBe(400);
    expect(await storedQuotes()).toBe(before);
  });

  it('stores the derived residence and proposer types when they are left out', async () => {
    const response = await postQuote(
      homeQuoteRequest((request) => {
        landlord(2, 'Rented - Two People')(request);
        delete request.home_quote.cover_details.risk_address.residence_type;
        delete request.home_quote.cover_details.risk_address.proposer_type;
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const reference = homeQuoteResponseSchema.parse(response.json()).quote_reference;
    const [row] = await t.app.database.db
      .select({ request: quotes.request })
      .from(quotes)
      .where(eq(quotes.quoteReference, reference));
    const risk = (row!.request as HomeQuoteRequest).home_quote.cover_details.risk_address;
    expect(risk).toMatchObject({
      dwelling_type: 'Rented - Two People',
      residence_type: 'Landlord',
      proposer_type: 'Landlord',
    });
  });
});

describe('POST /api/home/applied_home_quotes/recalculate enforces its rules', () => {
  const noExtras = {
    contents_accidental_damage_cover: false,
    no_claim_discount_cover: false,
    home_emergency_assist_cover: false,
  };

  async function savedQuote(change: Change = () => {}) {
    const response = await postQuote(homeQuoteRequest(change));
    expect(response.statusCode, response.body).toBe(200);
    const answer = homeQuoteResponseSchema.parse(response.json());
    const cookie = response.cookies.find((entry) => entry.name === VISITOR_COOKIE_NAME)!;
    const rsa = answer.quotes.find((entry) => entry.insurer === 'RSA')!;
    return {
      reference: answer.quote_reference,
      schemeCode: rsa.scheme_code,
      offered: rsa.addon_details.map((addon) => addon.unique_code),
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    };
  }

  const storedRow = (reference: string) =>
    t.app.database.db
      .select({
        insurerAnswers: quotes.insurerAnswers,
        premiumCents: quotes.premiumCents,
        updatedAt: quotes.updatedAt,
      })
      .from(quotes)
      .where(eq(quotes.quoteReference, reference));

  async function recalculate(
    saved: Awaited<ReturnType<typeof savedQuote>>,
    coverDetails: Record<string, unknown>,
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes/recalculate',
      payload: {
        quote_reference: saved.reference,
        product_selected: saved.schemeCode,
        cover_details: coverDetails,
      },
      headers: saved.headers,
    });
  }

  async function expectRefused(
    saved: Awaited<ReturnType<typeof savedQuote>>,
    coverDetails: Record<string, unknown>,
    path: string,
    message?: string,
  ) {
    const [before] = await storedRow(saved.reference);
    const response = await recalculate(saved, coverDetails);
    expect(response.statusCode, response.body).toBe(400);
    const errors = response.json().fieldErrors?.[path];
    expect(errors, response.body).toBeDefined();
    if (message) expect(errors).toContain(message);
    expect((await storedRow(saved.reference))[0]).toEqual(before);
  }

  it('takes only the excess codes of the table: 4 (the lowest excess) yes, 5 no', async () => {
    const saved = await savedQuote();
    expect((await recalculate(saved, { excess_amount: '4', ...noExtras })).statusCode).toBe(200);
    await expectRefused(saved, { excess_amount: '5', ...noExtras }, 'cover_details.excess_amount');
  });

  it('takes an extra only when the quote offers it: NCD protection needs claims-free years', async () => {
    const withNcd = await savedQuote();
    expect(withNcd.offered).toContain('NCDProtection');
    const accepted = await recalculate(withNcd, {
      excess_amount: '3',
      ...noExtras,
      no_claim_discount_cover: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const withoutNcd = await savedQuote((request) => {
      request.home_quote.cover_details.risk_address.ncd_num_years = 0;
    });
    expect(withoutNcd.offered).not.toContain('NCDProtection');
    await expectRefused(
      withoutNcd,
      { excess_amount: '3', ...noExtras, no_claim_discount_cover: true },
      'cover_details.no_claim_discount_cover',
      'This insurer does not offer this extra.',
    );
  });

  it('keeps the excess of the three locked cover types', async () => {
    const saved = await savedQuote(unoccupied);
    expect((await recalculate(saved, { excess_amount: '3', ...noExtras })).statusCode).toBe(200);
    await expectRefused(
      saved,
      { excess_amount: '4', ...noExtras },
      'cover_details.excess_amount',
      'The excess cannot be changed for this cover type.',
    );
  });

  it('describes product_selected as the scheme code in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const operation = response.json().paths['/api/home/applied_home_quotes/recalculate'].post;
    const schema = operation.requestBody.content['application/json'].schema;
    expect(schema.properties.product_selected.description).toMatch(/scheme code/);
  });
});
