/** home.md 3: home types; the four house types each come with or without a basement. */
export const HOME_TYPES = [
  'Detached',
  'Detached with basement',
  'Semi-detached',
  'Semi-detached with basement',
  'Terraced',
  'Terraced with basement',
  'Bungalow',
  'Bungalow with basement',
  'Purpose built apartment',
] as const;
export type HomeType = (typeof HOME_TYPES)[number];

/** home.md 3: main source of heating. */
export const HEATING_SOURCES = [
  'Solid Fuel',
  'Electric',
  'Gas',
  'Oil',
  'Solar/Wind',
  'Wood/Wood Pellet',
  'Mixture inc Oil',
  'Heat Exchange',
  'Not listed',
] as const;
export type HeatingSource = (typeof HEATING_SOURCES)[number];

/** home.md 3: burglar alarm answers. */
export const ALARM_TYPES = [
  'No alarm fitted',
  'Registered installer but is not monitored',
  'Registered installer centrally monitored',
  'Not registered installer',
] as const;
export type AlarmType = (typeof ALARM_TYPES)[number];

/** home.md 3 and 9: bedrooms, bathrooms and tenants run 1 to 8, the last shown as 8+. */
export const ROOM_AND_TENANT_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** home.md 5: smoke detectors 0 to 9 and 10+. */
export const SMOKE_DETECTOR_COUNTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** home.md 5: years claims free; -1 means no previous insurance, 6 is shown as 6+. */
export const NO_PREVIOUS_INSURANCE = -1;
export const NO_CLAIM_YEARS = [NO_PREVIOUS_INSURANCE, 0, 1, 2, 3, 4, 5, 6] as const;

/** home.md 2 and 9: claims in the last 5 years; 4 is shown as 4+ but only 3 blocks exist. */
export const CLAIMS_LOOKBACK_YEARS = 5;
export const CLAIMS_COUNTS = [1, 2, 3, 4] as const;
export const MAX_CLAIM_BLOCKS = 3;

/** home.md 3: claim fields with a fixed set of values. */
export const CLAIM_STATUSES = ['Settled', 'NotSettled'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_LOCATIONS = [
  'CURRENT_RESIDENTIAL_ADDRESS',
  'OTHER',
  'PREVIOUS_RESIDENTIAL_ADDRESS',
  'UNSPECIFIED',
] as const;
export type ClaimLocation = (typeof CLAIM_LOCATIONS)[number];

/**
 * home.md 3: mortgage providers have numeric codes; 'No Mortgage' is code 1, the default, listed
 * first with the lenders after it alphabetically.
 */
export const NO_MORTGAGE_PROVIDER = { code: 1, label: 'No Mortgage' } as const;
export const DEFAULT_MORTGAGE_PROVIDER_CODE = NO_MORTGAGE_PROVIDER.code;
/** home.md 3: further provider codes the form accepts. */
export const EXTRA_ACCEPTED_MORTGAGE_PROVIDER_CODES = [9959, 9954, 10045, 10046] as const;

export interface MortgageProvider {
  code: number;
  label: string;
}

/**
 * home.md 3: eighteen lenders with numeric codes, 'No Mortgage' first (code 1). The spec counts the
 * lenders without naming them; these are the lenders of the Irish market, past and present (a
 * policy may still name a lender that has left), with codes of our own numbering to be replaced
 * by the insurers' code list.
 */
export const MORTGAGE_PROVIDERS: readonly MortgageProvider[] = [
  NO_MORTGAGE_PROVIDER,
  { code: 2, label: 'AIB' },
  { code: 3, label: 'Bank of Ireland' },
  { code: 4, label: 'Permanent TSB' },
  { code: 5, label: 'EBS' },
  { code: 6, label: 'Haven Mortgages' },
  { code: 7, label: 'ICS Mortgages' },
  { code: 8, label: 'Avant Money' },
  { code: 9, label: 'Finance Ireland' },
  { code: 10, label: 'Dilosk' },
  { code: 11, label: 'Nua Money' },
  { code: 12, label: 'ChangeBank' },
  { code: 13, label: 'KBC Bank Ireland' },
  { code: 14, label: 'Ulster Bank' },
  { code: 15, label: 'Start Mortgages' },
  { code: 16, label: 'Pepper Money' },
  { code: 17, label: 'Mars Capital' },
  { code: 18, label: 'Other lender' },
];

/** Every code the mortgage provider answer may hold: the list's and the extra accepted ones. */
export function isAcceptedMortgageProviderCode(code: number): boolean {
  return (
    MORTGAGE_PROVIDERS.some((provider) => provider.code === code) ||
    (EXTRA_ACCEPTED_MORTGAGE_PROVIDER_CODES as readonly number[]).includes(code)
  );
}

/**
 * home.md 3: the claim types (about 45 named perils). The spec names accidental damage, fire,
 * theft, storm, flood, escape of water, liability and subsidence; the rest complete the perils a
 * household policy covers.
 */
export const CLAIM_TYPES = [
  'Accidental damage - buildings',
  'Accidental damage - contents',
  'Accidental damage - personal possessions',
  'Aircraft',
  'Alternative accommodation',
  'Burst pipes',
  'Collision by vehicle or animal',
  'Credit cards',
  'Domestic freezer contents',
  'Earthquake',
  'Employers liability',
  'Escape of oil',
  'Escape of water',
  'Explosion',
  'Falling trees',
  'Fire',
  'Flood',
  'Frost',
  'Glass breakage',
  'Heave',
  'Landslip',
  'Lightning',
  'Liability - occupiers',
  'Liability - personal',
  'Lock replacement',
  'Loss of keys',
  'Loss of rent',
  'Malicious damage',
  'Money',
  'Pedal cycle',
  'Personal possessions - loss',
  'Personal possessions - theft',
  'Riot',
  'Sanitary ware',
  'Smoke damage',
  'Specified items',
  'Storm',
  'Subsidence',
  'Television and aerial',
  'Theft',
  'Theft from outbuildings',
  'Trace and access',
  'Underground services',
  'Vandalism',
  'Other',
] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/**
 * Lenders' names in alphabetical order, letter case aside. Compared letter by letter rather than
 * by a locale's collation: the names are plain English letters, and the first collation a page
 * makes loads the browser's locale data in the middle of About you's start (decision 0023).
 */
function byLabel(a: MortgageProvider, b: MortgageProvider): number {
  const [left, right] = [a.label.toLowerCase(), b.label.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
}

export function sortMortgageProviders(providers: readonly MortgageProvider[]): MortgageProvider[] {
  const isNoMortgage = (provider: MortgageProvider) => provider.code === NO_MORTGAGE_PROVIDER.code;
  return [
    ...providers.filter(isNoMortgage),
    ...providers.filter((provider) => !isNoMortgage(provider)).sort(byLabel),
  ];
}

/**
 * home.md 2: the home type whose rebuild cost is not asked. The spec hides which one; an apartment
 * owner insures the building through the management company, so it is the purpose-built apartment.
 */
export const REBUILD_EXCLUDED_HOME_TYPES: readonly HomeType[] = ['Purpose built apartment'];
