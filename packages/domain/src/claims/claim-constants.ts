/**
 * The limits of a claim made online (issue 44). The spec's seed has claims by phone only; these are
 * ours, written in docs/claims.md.
 */
export const CLAIM_LIMITS = {
  /** Photos and documents on one claim, those sent with it and those sent later together. */
  maxFiles: 10,
  /** Each file, in bytes: 10 MB, what a phone camera's photo or a scanned PDF comes well under. */
  maxFileBytes: 10 * 1024 * 1024,
  /** What happened, in the customer's words. */
  descriptionMaxLength: 2_000,
  /** A damaged or lost thing's name. */
  itemDescriptionMaxLength: 100,
  /** Damaged or lost things listed on one claim. */
  maxItems: 20,
  /** One thing's estimate, in whole euro. */
  itemEstimateMaxEuro: 1_000_000,
  /** Where it happened (car and travel), a Garda report number, the other party's details. */
  shortTextMaxLength: 200,
  /** A message to or from the claims handler. */
  messageMaxLength: 2_000,
  /** How a claim paid outside the wallet was paid, as the customer reads it. */
  paidHowMaxLength: 200,
  /** A policy that ended can still be claimed on for this many years after its last day. */
  claimYearsAfterCover: 1,
} as const;

/**
 * The files a claim takes, known by their content (never their name): what a phone camera makes
 * (JPEG, HEIC, PNG screenshots) and documents (PDF). The label is what the customer is told.
 */
export const CLAIM_FILE_TYPES = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'application/pdf': 'PDF',
} as const;

export type ClaimFileType = keyof typeof CLAIM_FILE_TYPES;

export const isClaimFileType = (type: string): type is ClaimFileType =>
  Object.hasOwn(CLAIM_FILE_TYPES, type);
