import {
  ABOUT_YOU_MESSAGES,
  PROMO_MESSAGES,
  homeDiscountsOf,
  isStaffPromoCode,
  isValidStaffNumber,
  staffNumberIsTheirs,
  unknownStaffNumberProblem,
  type FeatureFlags,
  type HomeQuoteFieldErrors,
  type HomeQuotePayload,
} from '@wallet/domain';
import type { PremiumUniqueCode } from '../../adapters/insurers/home-rating-core.js';
import type { StaffDirectory } from '../../adapters/staff-directory/staff-directory-port.js';
import type { StoredHomeQuote } from './home-quotes-repository.js';

/*
 * The promotion and staff discounts of a home quote (home.md 5 and 9): 'Online10' earns the
 * promotional discount and 'staff' the staff discount, the latter only for a staff number the
 * staff directory knows as the policyholder's own (their verified e-mail, or their name and date of
 * birth); with home_premium_discounts_enabled off neither is given. Checked when a quote is priced
 * and again when it is bought. Someone else's number is answered exactly as an unknown one, so the
 * quote form cannot be used to find out which numbers are real.
 */

export interface HomeDiscountDeps {
  staffDirectory: Pick<StaffDirectory, 'findStaff'>;
  /** The feature flags as the server holds them (home_premium_discounts_enabled). */
  flags: { readAll(): Promise<FeatureFlags> };
  /** The accounts, for the e-mail of the one asking (counted only once proven with a code). */
  accounts: {
    findById(userId: string): Promise<{ email: string; emailVerified: boolean } | undefined>;
  };
}

/** The quote's fields the discounts read. */
type DiscountedQuote = Pick<
  HomeQuotePayload,
  'promotion_code' | 'staff_number' | 'policy_holder_details'
>;

/** The discounts a quote is priced with. */
export interface HomeRatingDiscounts {
  promotional: boolean;
  staff: boolean;
}

export interface HomeQuoteDiscounts extends HomeRatingDiscounts {
  /** home_premium_discounts_enabled. */
  enabled: boolean;
  /**
   * Field errors keyed by the request's path: a staff number of the right shape the directory
   * does not know. Asked only while discounts are on: otherwise the number earns nothing.
   */
  problems: HomeQuoteFieldErrors;
}

const STAFF_NUMBER_PATH = 'home_quote.staff_number';
const PROMOTION_CODE_PATH = 'home_quote.promotion_code';

/**
 * The discounts this quote earns now for the account asking (null: a visitor), and the problem of
 * a staff number that is not the policyholder's.
 */
export async function homeQuoteDiscounts(
  quote: DiscountedQuote,
  accountUserId: string | null,
  deps: HomeDiscountDeps,
): Promise<HomeQuoteDiscounts> {
  const enabled = (await deps.flags.readAll()).home_premium_discounts_enabled;
  const staffNumber = quote.staff_number;
  // A missing or malformed number is the form rules' to refuse (homeQuotePayloadProblems).
  const asksDirectory =
    enabled &&
    isStaffPromoCode(quote.promotion_code) &&
    staffNumber !== undefined &&
    isValidStaffNumber(staffNumber);
  const isStaffMember = asksDirectory
    ? await isPolicyholdersOwn(staffNumber, quote, accountUserId, deps)
    : false;
  const problem = asksDirectory
    ? unknownStaffNumberProblem(quote.promotion_code, staffNumber, isStaffMember)
    : undefined;
  return {
    enabled,
    ...homeDiscountsOf(quote.promotion_code, { discountsEnabled: enabled, isStaffMember }),
    problems: problem ? { [STAFF_NUMBER_PATH]: [problem] } : {},
  };
}

async function isPolicyholdersOwn(
  staffNumber: string,
  quote: DiscountedQuote,
  accountUserId: string | null,
  deps: HomeDiscountDeps,
): Promise<boolean> {
  const record = await deps.staffDirectory.findStaff(staffNumber);
  if (!record) return false;
  const holder = quote.policy_holder_details;
  return staffNumberIsTheirs(record, {
    firstName: holder.first_name,
    lastName: holder.last_name,
    dateOfBirth: holder.date_of_birth,
    verifiedEmail: accountUserId ? await verifiedEmailOf(accountUserId, deps) : undefined,
  });
}

async function verifiedEmailOf(userId: string, deps: HomeDiscountDeps) {
  const account = await deps.accounts.findById(userId);
  return account?.emailVerified ? account.email : undefined;
}

/** The breakdown lines (insurer-independent codes) of each discount, as the engines write them. */
const DISCOUNT_LINES = {
  promotional: 'PROMOPCT',
  staff: 'DISCOUNT',
} as const satisfies Record<keyof HomeRatingDiscounts, PremiumUniqueCode>;

/** The discounts the stored price carries: the chosen scheme's, or any insurer's. */
function pricedDiscountsOf(
  stored: Pick<StoredHomeQuote, 'answers'>,
  schemeCode: string | undefined,
): HomeRatingDiscounts {
  const lines = new Set(
    stored.answers.ratings
      .map((entry) => entry.rating)
      .filter((rating) => rating.outcome === 'quoted')
      .filter((rating) => schemeCode === undefined || rating.schemeCode === schemeCode)
      .flatMap((rating) => rating.premiumDetails.map((detail) => detail.unique_code)),
  );
  return {
    promotional: lines.has(DISCOUNT_LINES.promotional),
    staff: lines.has(DISCOUNT_LINES.staff),
  };
}

/**
 * At bind: the field problems of a stored home quote whose price carries a discount no longer
 * given (promotional discounts switched off since it was priced, or its staff number gone from
 * the staff directory or not the buyer's), keyed by the request's path as the quote's own 400 is.
 * Empty when the quote may be bought at its price. `schemeCode` narrows the check to the chosen
 * insurer's price; `buyerUserId` is the account buying it.
 */
export async function homeDiscountProblems(
  stored: Pick<StoredHomeQuote, 'request' | 'answers'>,
  buyerUserId: string,
  deps: HomeDiscountDeps,
  schemeCode?: string,
): Promise<HomeQuoteFieldErrors> {
  const priced = pricedDiscountsOf(stored, schemeCode);
  if (!priced.promotional && !priced.staff) return {};
  const now = await homeQuoteDiscounts(stored.request.home_quote, buyerUserId, deps);
  if (!now.enabled) return { [PROMOTION_CODE_PATH]: [PROMO_MESSAGES.discountsUnavailable] };
  if (priced.staff && !now.staff) {
    return { [STAFF_NUMBER_PATH]: [ABOUT_YOU_MESSAGES.staffNumberInvalid] };
  }
  if (priced.promotional && !now.promotional) {
    return { [PROMOTION_CODE_PATH]: [PROMO_MESSAGES.invalid] };
  }
  return {};
}

/** The discount checks over one staff directory and the flags: built once in services.ts. */
export function createHomeDiscounts(deps: HomeDiscountDeps) {
  return {
    /**
     * The discounts a quote is priced with now for this account (null: a visitor), and a
     * refused staff number's problem.
     */
    ofQuote: (quote: DiscountedQuote, accountUserId: string | null) =>
      homeQuoteDiscounts(quote, accountUserId, deps),
    /** At bind: homeDiscountProblems over this directory and these flags. */
    problemsAtBind: (
      stored: Pick<StoredHomeQuote, 'request' | 'answers'>,
      buyerUserId: string,
      schemeCode?: string,
    ) => homeDiscountProblems(stored, buyerUserId, deps, schemeCode),
  };
}

export type HomeDiscounts = ReturnType<typeof createHomeDiscounts>;
