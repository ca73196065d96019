import {
  HOME_FIELD_LENGTHS,
  ONLINE_PROMO_CODE,
  ONLINE_PROMO_DISCOUNT_PERCENT,
  STAFF_PROMO_CODE,
} from './home-limits.js';

/** home.md 2 and 9: the promotion codes the journey knows by name. */
export const HOME_PROMO_CODES = {
  online: { code: ONLINE_PROMO_CODE, discountPercent: ONLINE_PROMO_DISCOUNT_PERCENT },
  staff: { code: STAFF_PROMO_CODE },
} as const;

/** home.md 5 and 9: a staff number is the letter A or C and 6 or 7 digits, at most 8 characters. */
export const STAFF_NUMBER_PATTERN = /^[AC]\d{6,7}$/;
export const STAFF_NUMBER_MAX_LENGTH = HOME_FIELD_LENGTHS.staffNumberMax;

const sameCode = (typed: string | null | undefined, code: string) =>
  (typed ?? '').trim().toLowerCase() === code.toLowerCase();

/** People type codes in any case ('STAFF', 'online10'); the code is what counts. */
export function isStaffPromoCode(promoCode: string | null | undefined): boolean {
  return sameCode(promoCode, STAFF_PROMO_CODE);
}

export function isOnlinePromoCode(promoCode: string | null | undefined): boolean {
  return sameCode(promoCode, ONLINE_PROMO_CODE);
}

/**
 * The extra discount a code gives, in percent; 0 for a code the journey does not price itself
 * (the staff code and any other code accepted by the promotion check).
 */
export function promoDiscountPercentOf(promoCode: string | null | undefined): number {
  return isOnlinePromoCode(promoCode) ? ONLINE_PROMO_DISCOUNT_PERCENT : 0;
}

/** What decides which discounts a quote is priced with, besides its promotion code. */
export interface HomeDiscountContext {
  /** home_premium_discounts_enabled: off, no promotion or staff discount is given. */
  discountsEnabled: boolean;
  /**
   * The quote's staff number is the policyholder's own: the staff directory knows it and its
   * record is this customer's (staffNumberIsTheirs).
   */
  isStaffMember: boolean;
}

/** The discounts a quote earns: 'Online10' the promotional one, 'staff' the staff one. */
export function homeDiscountsOf(
  promoCode: string | null | undefined,
  context: HomeDiscountContext,
): { promotional: boolean; staff: boolean } {
  return {
    promotional: context.discountsEnabled && isOnlinePromoCode(promoCode),
    staff: context.discountsEnabled && isStaffPromoCode(promoCode) && context.isStaffMember,
  };
}

/** A staff number as typed: lower-case letters and surrounding spaces are not mistakes. */
export function normaliseStaffNumber(staffNumber: string): string {
  return staffNumber.trim().toUpperCase();
}

export function isValidStaffNumber(staffNumber: string): boolean {
  const normalised = normaliseStaffNumber(staffNumber);
  return normalised.length <= STAFF_NUMBER_MAX_LENGTH && STAFF_NUMBER_PATTERN.test(normalised);
}

/** What the staff directory's record of a staff number says of its holder. */
export interface StaffRecordHolder {
  /** Lower case. */
  email: string;
  givenName: string;
  familyName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
}

/** Who asks for the staff discount: the quote's policyholder and, when signed in, the account. */
export interface StaffDiscountClaimant {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** The account's e-mail, only once its owner has proven it with a code; else undefined. */
  verifiedEmail?: string | undefined;
}

/** Names compared as people write them: case, accents, apostrophes and spacing aside. */
function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The staff discount belongs to the staff member (home.md 5): a staff number earns it only for
 * the person it was issued to, known by the verified e-mail the directory holds for them, or by
 * their name and date of birth together. Anyone else's number counts as no staff number at all.
 */
export function staffNumberIsTheirs(
  record: StaffRecordHolder,
  claimant: StaffDiscountClaimant,
): boolean {
  if (
    claimant.verifiedEmail !== undefined &&
    claimant.verifiedEmail.trim().toLowerCase() === record.email.toLowerCase()
  ) {
    return true;
  }
  return (
    comparableName(claimant.firstName) === comparableName(record.givenName) &&
    comparableName(claimant.lastName) === comparableName(record.familyName) &&
    claimant.dateOfBirth === record.dateOfBirth
  );
}
