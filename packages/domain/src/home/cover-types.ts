import { labelledList } from '../platform/labelled-list.js';
/** platform.md 3.6 and home.md 3: the seven home cover types, in the order the form lists them. */
const HOME_COVER_TYPES_WITH_LABELS = labelledList({
  ownLive: 'I own and live in this property',
  ownRent: 'I own and rent out this property',
  ownHoliday: 'I own this property and use it as a holiday home',
  rent: 'I rent from someone',
  ownUnoccupied: 'I own this property and it is unoccupied',
  ownConstruction: 'I own this property and it is under construction',
  ownRenovation: 'I own this property and it is under renovation',
});
export const HOME_COVER_TYPES = HOME_COVER_TYPES_WITH_LABELS.ids;
export type HomeCoverType = (typeof HOME_COVER_TYPES)[number];

export const HOME_COVER_TYPE_LABELS: Record<HomeCoverType, string> =
  HOME_COVER_TYPES_WITH_LABELS.labels;

export function isHomeCoverType(value: unknown): value is HomeCoverType {
  return (HOME_COVER_TYPES as readonly unknown[]).includes(value);
}

/** home.md 3: the tenant type of a rented-out home. */
export const TENANT_TYPES = ['Students', 'NonStudents'] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

/** home.md 9: tenants are counted 1 to 8, the last option meaning 8 or more. */
export const MAX_TENANTS = 8;

/**
 * Dwelling types named by platform.md 3.6; the tenant-count ones run from one to eight. The spec
 * quotes 'Rented - One Person', 'Rented - Two' and 'Rented - Eight People'; the middle names follow
 * the pattern of the last one and are to be checked against the insurers' code list.
 */
export const TENANT_COUNT_DWELLING_TYPES = [
  'Rented - One Person',
  'Rented - Two People',
  'Rented - Three People',
  'Rented - Four People',
  'Rented - Five People',
  'Rented - Six People',
  'Rented - Seven People',
  'Rented - Eight People',
] as const;

export const DWELLING_TYPES = [
  'Owner Occupied',
  'Own Rented - Family',
  'Rented - Students',
  ...TENANT_COUNT_DWELLING_TYPES,
  'Holiday Home - Let Out',
  'Holiday Home - Family Use',
  'Rented - Family',
  'Unoccupied',
  'Course of Construction',
  'Under Renovation',
] as const;
export type DwellingType = (typeof DWELLING_TYPES)[number];

/** The cover types whose dwelling type needs no further answer. */
const FIXED_DWELLING_TYPES = {
  ownLive: 'Owner Occupied',
  rent: 'Rented - Family',
  ownUnoccupied: 'Unoccupied',
  ownConstruction: 'Course of Construction',
  ownRenovation: 'Under Renovation',
} as const satisfies Partial<Record<HomeCoverType, DwellingType>>;

/** The Your home answers the dwelling type depends on. */
export interface DwellingAnswers {
  coverType: HomeCoverType;
  isFamilyUnit?: boolean;
  tenantType?: TenantType;
  numTenants?: number;
  holidayHomeIsRented?: boolean;
}

function tenantCountDwellingType(numTenants: number | undefined): DwellingType {
  if (numTenants === undefined || !Number.isInteger(numTenants) || numTenants < 1) {
    throw new RangeError(`A rented-out home needs a number of tenants from 1, got ${numTenants}`);
  }
  return TENANT_COUNT_DWELLING_TYPES[Math.min(numTenants, MAX_TENANTS) - 1]!;
}

/** platform.md 3.6: the dwelling_type sent for a set of Your home answers. */
export function dwellingTypeOf(answers: DwellingAnswers): DwellingType {
  switch (answers.coverType) {
    case 'ownRent':
      if (answers.isFamilyUnit) return 'Own Rented - Family';
      if (answers.tenantType === 'Students') return 'Rented - Students';
      return tenantCountDwellingType(answers.numTenants);
    case 'ownHoliday':
      return answers.holidayHomeIsRented ? 'Holiday Home - Let Out' : 'Holiday Home - Family Use';
    default:
      return FIXED_DWELLING_TYPES[answers.coverType];
  }
}

/** platform.md 3.6: residence_type, stated only for these cover types. */
export const RESIDENCE_TYPES: Partial<Record<HomeCoverType, string>> = {
  ownRent: 'Landlord',
  ownHoliday: 'Holiday',
};

/** platform.md 3.6: proposer_type, stated only for these cover types. */
export const PROPOSER_TYPES: Partial<Record<HomeCoverType, string>> = {
  ownLive: 'Not applicable',
  ownRent: 'Landlord',
};

export function residenceTypeOf(coverType: HomeCoverType): string | undefined {
  return RESIDENCE_TYPES[coverType];
}

export function proposerTypeOf(coverType: HomeCoverType): string | undefined {
  return PROPOSER_TYPES[coverType];
}

/** The reverse of dwellingTypeOf, for prefilling the form from a saved quote. */
export function coverTypeOfDwellingType(dwellingType: string): HomeCoverType | undefined {
  switch (dwellingType) {
    case 'Own Rented - Family':
    case 'Rented - Students':
      return 'ownRent';
    case 'Holiday Home - Let Out':
    case 'Holiday Home - Family Use':
      return 'ownHoliday';
  }
  if ((TENANT_COUNT_DWELLING_TYPES as readonly string[]).includes(dwellingType)) return 'ownRent';
  const fixed = Object.entries(FIXED_DWELLING_TYPES).find(([, type]) => type === dwellingType);
  return fixed?.[0] as HomeCoverType | undefined;
}

/** home.md 2 (View quote): the excess cannot be changed for these cover types. */
export const EXCESS_LOCKED_COVER_TYPES: readonly HomeCoverType[] = [
  'ownUnoccupied',
  'ownConstruction',
  'ownRenovation',
];

/** home.md 2 and 5 (Your cover): no contents value is asked for these cover types. */
export const NO_CONTENTS_COVER_TYPES: readonly HomeCoverType[] = [
  'ownUnoccupied',
  'ownConstruction',
];

/** home.md 2 (Your cover): unspecified and specified item cover is offered only for these. */
export const PERSONAL_ITEMS_COVER_TYPES: readonly HomeCoverType[] = ['ownLive', 'rent'];

/** home.md 2 and 5 (Your home): the main-residence (occupied by member) question is asked for these. */
export const MAIN_RESIDENCE_COVER_TYPES: readonly HomeCoverType[] = ['ownLive', 'rent'];

/** home.md 2 (Your cover): the rebuild cost is never asked for a tenant. */
export const NO_REBUILD_COST_COVER_TYPES: readonly HomeCoverType[] = ['rent'];

/**
 * How the property is owned and used, as a summary or a document describes it (the cover type's
 * labels are the customer's own answer, in the first person).
 */
export const HOME_OCCUPANCY_DESCRIPTIONS: Record<HomeCoverType, string> = {
  ownLive: 'Owned and lived in by you',
  ownRent: 'Owned by you and let to tenants',
  ownHoliday: 'Owned by you as a holiday home',
  rent: 'Rented by you from a landlord',
  ownUnoccupied: 'Owned by you and unoccupied',
  ownConstruction: 'Owned by you and under construction',
  ownRenovation: 'Owned by you and under renovation',
};

/** What a policy covers, from its sums insured: buildings, contents or both. */
export function homeCoverOf(cover: {
  buildingsEur: number | null;
  contentsEur: number | null;
}): string {
  const buildings = (cover.buildingsEur ?? 0) > 0;
  const contents = (cover.contentsEur ?? 0) > 0;
  if (buildings && contents) return 'Buildings and contents';
  if (buildings) return 'Buildings only';
  if (contents) return 'Contents only';
  return 'No buildings or contents cover';
}
