/**
 * The Your home form's starting values and what decides which of its questions show (home.md 2),
 * apart from its schema (your-home-schema.ts) so that the form can draw its fields before the
 * schema library arrives (decision 0008).
 */
import { MAX_CLAIM_BLOCKS } from './home-lists.js';
import type { ClaimValues, YourHomeValues } from './your-home-schema.js';

/** A four-digit year as typed, or nothing. */
export function yearOf(value: string): number | undefined {
  return /^\d{4}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/** home.md 2: claim blocks shown for a claims count; 4 means 4 or more but only 3 blocks exist. */
export function claimBlockCount(claimsCount: number | undefined): number {
  return Math.min(claimsCount ?? 0, MAX_CLAIM_BLOCKS);
}

export const EMPTY_CLAIM: ClaimValues = {
  claim_type: '',
  claim_date: '',
  claim_status: '',
  occurred_at: '',
  claim_amount: '',
};

/** The empty Your home form; the home type starts on the spec's noted default (home.md 3). */
export const YOUR_HOME_DEFAULTS: YourHomeValues = {
  coverType: '',
  privateLiving: null,
  isFamilyUnit: null,
  numTenants: '',
  tenantType: '',
  occupiedAtNight: null,
  tenancyAgreement: null,
  isInUse: null,
  holidayHomeIsRented: null,
  isLetMoreThan5PerYear: null,
  occupiedByMember: null,
  // No property type is chosen for the customer: a silent default is an answer they never gave.
  homeType: '',
  yearOfConstruction: '',
  hasBeenRewired: null,
  hasBeenReroofed: null,
  numBedrooms: '',
  numBathrooms: '',
  heatingSource: '',
  alarmType: '',
  numberOfSmokeDetectors: '',
  neighbourhoodWatch: null,
  claimsValue: null,
  claimsCount: '',
  claims: [],
  noClaimYears: '',
};
