/**
 * The agents' demo data (README, demo accounts): home quotes people made online that nobody has
 * bought or been called about yet, most of them at the demo agent's branch, so Live Home Quotes
 * and Search All Home Quotes have something to show; and the demo customer's portfolio codes,
 * one of each kind, so the Match modal has rows and a code already registered. Each quote is
 * priced by the insurers' rating engines as any quote is, never given a price here: the homes,
 * covers and people differ as a branch's week of callers does, so the prices differ too.
 * Idempotent.
 */
import {
  ASSUMPTION_CODES,
  HOUSEHOLD_QUESTIONS,
  asksReroofed,
  asksRewired,
  dwellingTypeOf,
  proposerTypeOf,
  residenceTypeOf,
  type AlarmType,
  type HeatingSource,
  type HomeQuoteRequest,
  type HomeType,
  type TitleCode,
} from '@wallet/domain';
import { FbdHomeEngine } from '../adapters/insurers/fbd-home-engine.js';
import { RsaHomeEngine } from '../adapters/insurers/rsa-home-engine.js';
import {
  DEMO_ACCOUNT_PORTFOLIO_CODES,
  DEMO_MATCH_PORTFOLIO_CODES,
} from '../adapters/portfolio-register/demo-portfolios.js';
import { createDemoStaffDirectory } from '../adapters/staff-directory/demo-staff-directory.js';
import type { Repositories } from '../repository-types.js';
import { createHomeDiscounts, createHomeQuotesService } from '../modules/home/index.js';

interface DemoAddress {
  address_line1: string;
  town: string;
  county: string;
  post_code: string;
}

/**
 * The home a demo quote covers. Agents sell home and car cover, not travel; car quotes appear
 * under Live Car Quotes as anyone makes them, so the seed's quotes are home quotes of the kinds
 * a branch hears about in a week: owners living in their home, tenants insuring their contents,
 * a landlord insuring a let house.
 */
interface DemoHome {
  coverType: 'ownLive' | 'rent' | 'ownRent';
  /** The let house's address for a landlord; otherwise the quoter's own. */
  address?: DemoAddress;
  /** Euro; none for a tenant, who insures only contents. */
  buildings: number | null;
  contents: number;
  homeType: HomeType;
  yearBuilt: number;
  bedrooms: number;
  bathrooms: number;
  heating: HeatingSource;
  alarm: AlarmType;
  smokeAlarms: number;
  /** Years without a claim; -1 when never insured before. */
  claimFreeYears: -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** A landlord's tenants (not a family). */
  tenants?: number;
}

export interface DemoQuoter {
  /** As the person gave it on About you, agreeing with `gender`. */
  title: TitleCode;
  /** As recorded for the demo person, which the title must agree with. */
  gender: 'female' | 'male';
  firstName: string;
  lastName: string;
  email: string;
  /** As typed on About you. */
  mobile: string;
  dateOfBirth: string;
  address: DemoAddress;
  /** A bank mortgage, which the insurers' bank discounts count. */
  bankMortgage: boolean;
  firstTimeBuyer: boolean;
  home: DemoHome;
  /** Which branch took the call, by name; none for a quote made alone online. */
  branch: string | null;
  /** How long ago the quote was made, in minutes. */
  minutesAgo: number;
}

/** The titles that agree with a recorded gender (OTHER, e.g. Dr, goes with either). */
export const TITLES_OF_GENDER: Record<DemoQuoter['gender'], readonly TitleCode[]> = {
  female: ['MRS', 'MS', 'MISS', 'OTHER'],
  male: ['MR', 'OTHER'],
};

/**
 * The demo agent (Niamh Kelly) works at Athlone: most quotes are hers to follow up. Their
 * homes, ages and covers differ as a branch's callers do, so each is priced differently by the
 * rating engines.
 */
export const DEMO_QUOTERS: readonly DemoQuoter[] = [
  {
    title: 'MR',
    gender: 'male',
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
    bankMortgage: true,
    firstTimeBuyer: false,
    home: {
      coverType: 'ownLive',
      buildings: 265_000,
      contents: 35_000,
      homeType: 'Semi-detached',
      yearBuilt: 1998,
      bedrooms: 3,
      bathrooms: 2,
      heating: 'Gas',
      alarm: 'Registered installer but is not monitored',
      smokeAlarms: 3,
      claimFreeYears: 5,
    },
    branch: 'Athlone',
    minutesAgo: 12,
  },
  {
    title: 'MS',
    gender: 'female',
    firstName: 'Aisling',
    lastName: 'Fitzgerald',
    email: 'aisling.fitzgerald@example.ie',
    mobile: '0871234502',
    dateOfBirth: '1997-02-14',
    address: {
      address_line1: 'Apartment 6, The Quays',
      town: 'Athlone',
      county: 'Westmeath',
      post_code: 'N37 C3D4',
    },
    bankMortgage: false,
    firstTimeBuyer: false,
    home: {
      coverType: 'rent',
      buildings: null,
      contents: 18_000,
      homeType: 'Purpose built apartment',
      yearBuilt: 2007,
      bedrooms: 2,
      bathrooms: 1,
      heating: 'Electric',
      alarm: 'No alarm fitted',
      smokeAlarms: 2,
      claimFreeYears: -1,
    },
    branch: 'Athlone',
    minutesAgo: 45,
  },
  {
    title: 'MR',
    gender: 'male',
    firstName: 'Pádraig',
    lastName: 'Moran',
    email: 'padraig.moran@example.ie',
    mobile: '0851234503',
    dateOfBirth: '1958-11-30',
    address: {
      address_line1: '7 Auburn Heights',
      town: 'Athlone',
      county: 'Westmeath',
      post_code: 'N37 E5F6',
    },
    bankMortgage: false,
    firstTimeBuyer: false,
    home: {
      coverType: 'ownLive',
      buildings: 410_000,
      contents: 70_000,
      homeType: 'Detached',
      yearBuilt: 1976,
      bedrooms: 4,
      bathrooms: 3,
      heating: 'Oil',
      alarm: 'Registered installer centrally monitored',
      smokeAlarms: 4,
      claimFreeYears: 6,
    },
    branch: 'Athlone',
    minutesAgo: 90,
  },
  {
    title: 'MRS',
    gender: 'female',
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
    bankMortgage: true,
    firstTimeBuyer: false,
    home: {
      coverType: 'ownRent',
      // A house she lets across the Shannon, on the Roscommon side of the town.
      address: {
        address_line1: '14 Monksland Avenue',
        town: 'Athlone',
        county: 'Roscommon',
        post_code: 'N37 P2W6',
      },
      buildings: 310_000,
      contents: 20_000,
      homeType: 'Detached',
      yearBuilt: 1995,
      bedrooms: 4,
      bathrooms: 2,
      heating: 'Oil',
      alarm: 'No alarm fitted',
      smokeAlarms: 2,
      claimFreeYears: 3,
      tenants: 4,
    },
    branch: 'Athlone',
    minutesAgo: 60 * 5,
  },
  {
    title: 'MR',
    gender: 'male',
    firstName: 'Cian',
    lastName: 'Byrne',
    email: 'new@wallet.test',
    mobile: '0891234505',
    dateOfBirth: '1994-01-09',
    address: {
      address_line1: '9 Willow Park',
      town: 'Athlone',
      county: 'Westmeath',
      post_code: 'N37 T9K1',
    },
    bankMortgage: true,
    firstTimeBuyer: true,
    home: {
      coverType: 'ownLive',
      buildings: 240_000,
      contents: 25_000,
      homeType: 'Terraced',
      yearBuilt: 2021,
      bedrooms: 3,
      bathrooms: 2,
      heating: 'Heat Exchange',
      alarm: 'Registered installer but is not monitored',
      smokeAlarms: 4,
      claimFreeYears: -1,
    },
    branch: 'Athlone',
    minutesAgo: 60 * 26,
  },
  {
    title: 'MS',
    gender: 'female',
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
    bankMortgage: true,
    firstTimeBuyer: false,
    home: {
      coverType: 'ownLive',
      buildings: 360_000,
      contents: 50_000,
      homeType: 'Semi-detached with basement',
      yearBuilt: 1952,
      bedrooms: 4,
      bathrooms: 2,
      heating: 'Gas',
      alarm: 'Registered installer centrally monitored',
      smokeAlarms: 3,
      claimFreeYears: 4,
    },
    branch: 'Cork, Patrick Street',
    minutesAgo: 30,
  },
  {
    title: 'MR',
    gender: 'male',
    firstName: 'Ronan',
    lastName: 'Healy',
    email: 'ronan.healy@example.ie',
    mobile: '0861234507',
    dateOfBirth: '1971-04-27',
    address: {
      address_line1: '5 Salthill Road',
      town: 'Galway',
      county: 'Galway',
      post_code: 'H91 N4P5',
    },
    bankMortgage: false,
    firstTimeBuyer: false,
    home: {
      coverType: 'ownLive',
      buildings: 300_000,
      contents: 45_000,
      homeType: 'Bungalow',
      yearBuilt: 1988,
      bedrooms: 3,
      bathrooms: 2,
      heating: 'Oil',
      alarm: 'Not registered installer',
      smokeAlarms: 2,
      claimFreeYears: 2,
    },
    branch: null,
    minutesAgo: 20,
  },
];

/** The assumptions each cover type asks, answered as an acceptable risk answers them. */
function assumptionsOf(coverType: DemoHome['coverType']) {
  const yes = (code: number) => ({ code, response: true });
  return coverType === 'ownRent'
    ? [yes(ASSUMPTION_CODES.privateLiving), yes(ASSUMPTION_CODES.tenancyAgreement)]
    : [yes(ASSUMPTION_CODES.occupiedByMember)];
}

function demoHomeRequest(quoter: DemoQuoter, startDate: string): HomeQuoteRequest {
  const { home } = quoter;
  const tenanted =
    home.tenants === undefined
      ? undefined
      : {
          tenant_type: 'NonStudents' as const,
          family_unit: false,
          number_of_tenants: home.tenants,
        };
  return {
    terms_accepted: true,
    home_quote: {
      assumptions: assumptionsOf(home.coverType),
      questions: HOUSEHOLD_QUESTIONS.map((question) => ({
        code: question.code,
        response: question.expectedAnswer,
      })),
      policy_holder_details: {
        title: quoter.title,
        first_name: quoter.firstName,
        last_name: quoter.lastName,
        primary_address: quoter.address,
        mobile_phone: quoter.mobile,
        email: quoter.email,
        date_of_birth: quoter.dateOfBirth,
        is_boi_customer: true,
        has_boi_mortgage: quoter.bankMortgage,
        has_boi_personal_loan: false,
        has_boi_motor_insurance: false,
        has_boi_pension: false,
        first_time_buyer: quoter.firstTimeBuyer,
        mortgage_provider: 1,
      },
      cover_details: {
        start_date: startDate,
        buildings_amount: home.buildings,
        contents_amount: home.contents,
        unspecified_personal_items_amount: 0,
        specified_items: [],
        risk_address: {
          ...(home.address ?? quoter.address),
          cover_type: home.coverType,
          dwelling_type: dwellingTypeOf({
            coverType: home.coverType,
            isFamilyUnit: tenanted?.family_unit,
            tenantType: tenanted?.tenant_type,
            numTenants: tenanted?.number_of_tenants,
          }),
          residence_type: residenceTypeOf(home.coverType),
          proposer_type: proposerTypeOf(home.coverType),
          home_type: home.homeType,
          year_of_construction: home.yearBuilt,
          num_bedrooms: home.bedrooms,
          num_bathrooms: home.bathrooms,
          heating_type: home.heating,
          alarm_type: home.alarm,
          num_smoke_alarms: home.smokeAlarms,
          // A home old enough to be asked about its wiring or roof has had them renewed.
          has_been_re_wired: asksRewired(home.yearBuilt) || undefined,
          has_been_re_roofed: asksReroofed(home.yearBuilt) || undefined,
          tenanted_property: tenanted,
          listed_or_protected: false,
          operational_locks: true,
          roof_tile: true,
          un_occupied: false,
          claims_details: [],
          additional_policy_holders_details: [],
          ncd_num_years: home.claimFreeYears,
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
