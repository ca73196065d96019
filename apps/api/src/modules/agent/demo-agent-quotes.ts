/**
 * The agents' demo data (README, demo accounts): home quotes people made online that nobody has
 * bought or been called about yet, most of them at the demo agent's branch, so Live Home Quotes
 * and Search All Home Quotes have something to show; and the demo customer's portfolio codes,
 * one of each kind, so the Match modal has rows and a code already registered. Each quote is
 * priced by the insurers' rating engines as any quote is. Idempotent.
 */
import { HOUSEHOLD_QUESTIONS, type HomeQuoteRequest } from '@wallet/domain';
import { FbdHomeEngine } from '../../adapters/insurers/fbd-home-engine.js';
import { RsaHomeEngine } from '../../adapters/insurers/rsa-home-engine.js';
import {
  DEMO_ACCOUNT_PORTFOLIO_CODES,
  DEMO_MATCH_PORTFOLIO_CODES,
} from '../../adapters/portfolio-register/demo-portfolios.js';
import { createDemoStaffDirectory } from '../../adapters/staff-directory/demo-staff-directory.js';
import type { Repositories } from '../../repositories.js';
import { createHomeDiscounts, createHomeQuotesService } from '../home/index.js';

interface DemoQuoter {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed on About you. */
  mobile: string;
  dateOfBirth: string;
  address: { address_line1: string; town: string; county: string; post_code: string };
  /** Which branch took the call, by name; none for a quote made alone online. */
  branch: string | null;
  /** How long ago the quote was made, in minutes. */
  minutesAgo: number;
}

/** The demo agent (Niamh Kelly) works at Athlone: most quotes are hers to follow up. */
const DEMO_QUOTERS: readonly DemoQuoter[] = [
  {
    firstName: 'Seán',
    lastName: 'Ó Briain',
    email: 'sean.obriain@example.ie',
    mobile: '0861234501',
    dateOfBirth: '1979-09-03',
    address: {
      address_line1: '3 Church Street',
      town: 'Athlone',
      county: 'Westmeath',
      post_code: 'N37 A1C2',
    },
    branch: 'Athlone',
    minutesAgo: 12,
  },
  {
    firstName: 'Aisling',
    lastName: 'Fitzgerald',
    email: 'aisling.fitzgerald@example.ie',
    mobile: '0871234502',
    dateOfBirth: '1991-02-14',
    address: {
      address_line1: '18 Retreat Road',
      town: 'Athlone',
      county: 'Westmeath',
      post_code: 'N37 C3D4',
    },
    branch: 'Athlone',
    minutesAgo: 45,
  },
  {
    firstName: 'Pádraig',
    lastName: 'Moran',
    email: 'padraig.moran@example.ie',
    mobile: '0851234503',
    dateOfBirth: '1968-11-30',
    address: {
      address_line1: '7 Auburn Heights',
      town: 'Athlone',
      county: 'Westmeath',
      post_code: 'N37 E5F6',
    },
    branch: 'Athlone',
    minutesAgo: 90,
  },
  {
    firstName: 'Orla',
    lastName: 'Keane',
    email: 'orla.keane@example.ie',
    mobile: '0831234504',
    dateOfBirth: '1985-06-21',
    address: {
      address_line1: '22 Coosan Road',
      town: 'Athlone',
      county: 'Westmeath',
      post_code: 'N37 H7K8',
    },
    branch: 'Athlone',
    minutesAgo: 60 * 5,
  },
  {
    firstName: 'Cian',
    lastName: 'Byrne',
    email: 'new@wallet.test',
    mobile: '0891234505',
    dateOfBirth: '1990-01-09',
    address: {
      address_line1: '9 Willow Park',
      town: 'Athlone',
      county: 'Westmeath',
      post_code: 'N37 T9K1',
    },
    branch: 'Athlone',
    minutesAgo: 60 * 26,
  },
  {
    firstName: 'Eimear',
    lastName: 'Walsh',
    email: 'eimear.walsh@example.ie',
    mobile: '0871234506',
    dateOfBirth: '1982-08-08',
    address: {
      address_line1: '41 Douglas Road',
      town: 'Cork',
      county: 'Cork',
      post_code: 'T12 R2W3',
    },
    branch: 'Cork, Patrick Street',
    minutesAgo: 30,
  },
  {
    firstName: 'Ronan',
    lastName: 'Healy',
    email: 'ronan.healy@example.ie',
    mobile: '0861234507',
    dateOfBirth: '1974-04-27',
    address: {
      address_line1: '5 Salthill Road',
      town: 'Galway',
      county: 'Galway',
      post_code: 'H91 N4P5',
    },
    branch: null,
    minutesAgo: 20,
  },
];

function demoHomeRequest(quoter: DemoQuoter, startDate: string): HomeQuoteRequest {
  return {
    terms_accepted: true,
    home_quote: {
      assumptions: [{ code: 23, response: true }],
      questions: HOUSEHOLD_QUESTIONS.map((question) => ({
        code: question.code,
        response: question.expectedAnswer,
      })),
      policy_holder_details: {
        title: 'MR',
        first_name: quoter.firstName,
        last_name: quoter.lastName,
        primary_address: quoter.address,
        mobile_phone: quoter.mobile,
        email: quoter.email,
        date_of_birth: quoter.dateOfBirth,
        is_boi_customer: true,
        has_boi_mortgage: false,
        has_boi_personal_loan: false,
        has_boi_motor_insurance: false,
        has_boi_pension: false,
        first_time_buyer: false,
        mortgage_provider: 1,
      },
      cover_details: {
        start_date: startDate,
        buildings_amount: 280_000,
        contents_amount: 40_000,
        unspecified_personal_items_amount: 0,
        specified_items: [],
        risk_address: {
          ...quoter.address,
          cover_type: 'ownLive',
          dwelling_type: 'Owner Occupied',
          proposer_type: 'Not applicable',
          home_type: 'Semi-detached',
          year_of_construction: 1998,
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
  } as HomeQuoteRequest;
}

const isoDateAfter = (today: Date, days: number) =>
  new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Seeds the demo quotes (once per person) and the demo customer's portfolio pairs. */
export async function seedDemoAgentData(
  repositories: Repositories,
  accounts: { customerId: string; superAgentId: string },
  today = new Date(),
): Promise<void> {
  const homeQuotes = createHomeQuotesService({
    repositories,
    insurers: [new RsaHomeEngine(), new FbdHomeEngine()],
    clock: () => today,
    timeoutMs: 10_000,
    discounts: createHomeDiscounts({
      staffDirectory: createDemoStaffDirectory(),
      flags: repositories.flags,
      accounts: repositories.users,
    }),
  });
  const branches = await repositories.branches.list();
  for (const quoter of DEMO_QUOTERS) {
    if ((await repositories.agentQuotes.quotesOfEmail(quoter.email, 1)).length > 0) continue;
    const owner = await repositories.users.findByEmail(quoter.email);
    const answer = await homeQuotes
      .create(
        { userId: owner?.id ?? null, visitorKeyHash: null },
        demoHomeRequest(quoter, isoDateAfter(today, 14)),
      )
      .catch((error: { fieldErrors?: unknown; message?: string }) => {
        throw new Error(
          `demo home quote refused: ${JSON.stringify(error.fieldErrors ?? error.message)}`,
        );
      });
    await repositories.agentQuotes.placeForDemo(answer.quote_reference, {
      branchId: branches.find((branch) => branch.branch_name === quoter.branch)?.id ?? null,
      createdAt: new Date(today.getTime() - quoter.minutesAgo * 60_000),
    });
  }

  for (const portfolioCode of [DEMO_ACCOUNT_PORTFOLIO_CODES[0], DEMO_MATCH_PORTFOLIO_CODES[0]]) {
    if (await repositories.portfolioPairs.findByCode(portfolioCode)) continue;
    await repositories.portfolioPairs.insert({
      portfolioCode,
      userId: accounts.customerId,
      submittedByUserId: accounts.superAgentId,
      at: today,
    });
  }
}
