import { z } from 'zod';
import {
  HOME_COVER_TYPES,
  NO_CONTENTS_COVER_TYPES,
  NO_REBUILD_COST_COVER_TYPES,
  PERSONAL_ITEMS_COVER_TYPES,
  type HomeCoverType,
} from './cover-types.js';
import {
  calendarDateOf,
  compareDates,
  daysBetween,
  displayToIsoDate,
  parseDisplayDate,
} from './home-dates.js';
import { isBlank, report, wholeEuroOf, type Problem } from './home-field-rules.js';
import { POLICY_START_MAX_DAYS_AHEAD } from './home-limits.js';
import { HOME_TYPES, REBUILD_EXCLUDED_HOME_TYPES, type HomeType } from './home-lists.js';
import { YOUR_COVER_MESSAGES } from './home-messages.js';
import {
  CONTENTS_MINIMUM_EUR,
  REBUILD_COST_MINIMUM_EUR,
  SPECIFIED_ITEM_DESCRIPTION_MAX_LENGTH,
  SPECIFIED_ITEM_MIN_VALUE_EUR,
  SPECIFIED_ITEM_TYPES,
  UNSPECIFIED_ITEMS_AMOUNTS_EUR,
  UNSPECIFIED_ITEMS_DEFAULT,
  isDublinCounty,
  type SpecifiedItemType,
} from './sums-insured.js';

const M = YOUR_COVER_MESSAGES;

const includes = <T extends string>(list: readonly T[], value: string | null | undefined) =>
  (list as readonly string[]).includes(value ?? '');

/**
 * home.md 2: the rebuild cost is asked unless the cover type is rent or the home type is excluded
 * (REBUILD_EXCLUDED_HOME_TYPES). Before Your home is answered it is shown.
 */
export function showsRebuildCost(
  coverType: HomeCoverType | '' | null | undefined,
  homeType: HomeType | '' | null | undefined,
): boolean {
  return (
    !includes(NO_REBUILD_COST_COVER_TYPES, coverType) &&
    !includes(REBUILD_EXCLUDED_HOME_TYPES, homeType)
  );
}

/** home.md 2 and 5: no contents value is asked for an unoccupied home or one being built. */
export function asksContents(coverType: HomeCoverType | '' | null | undefined): boolean {
  return !includes(NO_CONTENTS_COVER_TYPES, coverType);
}

/** home.md 2: the unspecified and specified items switches are offered to these cover types. */
export function offersPersonalItems(coverType: HomeCoverType | '' | null | undefined): boolean {
  return includes(PERSONAL_ITEMS_COVER_TYPES, coverType);
}

export const specifiedItemValuesSchema = z.object({
  item: z.enum([...SPECIFIED_ITEM_TYPES, ''], { error: M.specifiedItemTypeRequired }),
  value: z.string(),
  description: z.string(),
});
export type SpecifiedItemValues = z.input<typeof specifiedItemValuesSchema>;

export const EMPTY_SPECIFIED_ITEM: SpecifiedItemValues = { item: '', value: '', description: '' };

const yourCoverValuesSchema = z.object({
  policyStart: z.string(),
  rebuildCost: z.string(),
  contentsCoverOf: z.string(),
  unspecifiedItemsSwitch: z.boolean(),
  unspecifiedItems: z.string(),
  specifiedItemsSwitch: z.boolean(),
  specifiedItems: z.array(specifiedItemValuesSchema),
  /** Hidden copies of Your home and About you answers the rules depend on. */
  coverType: z.enum([...HOME_COVER_TYPES, '']),
  homeType: z.enum([...HOME_TYPES, '']),
  county: z.string(),
  /** Informational; the schema decides with showsRebuildCost(coverType, homeType). */
  showRebuild: z.boolean(),
});
export type YourCoverValues = z.input<typeof yourCoverValuesSchema>;

/** The empty Your cover form: no items, the unspecified amount '0' (home.md 3), one blank item. */
export const YOUR_COVER_DEFAULTS: YourCoverValues = {
  policyStart: '',
  rebuildCost: '',
  contentsCoverOf: '',
  unspecifiedItemsSwitch: false,
  unspecifiedItems: UNSPECIFIED_ITEMS_DEFAULT,
  specifiedItemsSwitch: false,
  specifiedItems: [EMPTY_SPECIFIED_ITEM],
  coverType: '',
  homeType: '',
  county: '',
  showRebuild: true,
};

export interface YourCoverContext {
  /** The first allowed start day. */
  today: Date;
  /** A resumed saved quote may keep a start date now past (home.md 4). */
  resuming: boolean;
}

function policyStartProblem(value: string, { today, resuming }: YourCoverContext): Problem {
  if (isBlank(value)) return M.policyStartRequired;
  const start = parseDisplayDate(value);
  if (!start) return M.policyStartInvalid;
  const day = calendarDateOf(today);
  if (!resuming && compareDates(start, day) < 0) return M.policyStartInPast;
  return daysBetween(day, start) > POLICY_START_MAX_DAYS_AHEAD ? M.policyStartTooFar : undefined;
}

function rebuildCostProblem(value: string, county: string): Problem {
  if (isBlank(value)) return M.rebuildCostRequired;
  const cost = wholeEuroOf(value);
  if (cost === undefined) return M.wholeNumber;
  if (isDublinCounty(county)) {
    return cost < REBUILD_COST_MINIMUM_EUR.dublin ? M.rebuildCostMinimumDublin : undefined;
  }
  return cost < REBUILD_COST_MINIMUM_EUR.elsewhere ? M.rebuildCostMinimumElsewhere : undefined;
}

function contentsProblem(value: string): Problem {
  if (isBlank(value)) return M.contentsRequired;
  const amount = wholeEuroOf(value);
  if (amount === undefined) return M.wholeNumber;
  return amount < CONTENTS_MINIMUM_EUR ? M.contentsMinimum : undefined;
}

function unspecifiedItemsProblem(value: string): Problem {
  const amount = wholeEuroOf(value);
  if (!amount) return M.unspecifiedItemsRequired;
  return UNSPECIFIED_ITEMS_AMOUNTS_EUR.includes(amount) ? undefined : M.unspecifiedItemsNotOffered;
}

function itemValueProblem(value: string): Problem {
  if (isBlank(value)) return M.specifiedItemValueRequired;
  const amount = wholeEuroOf(value);
  if (amount === undefined) return M.wholeNumber;
  return amount < SPECIFIED_ITEM_MIN_VALUE_EUR ? M.specifiedItemValueMinimum : undefined;
}

function descriptionProblem(value: string): Problem {
  const description = value.trim();
  if (!description) return M.specifiedItemDescriptionRequired;
  return description.length > SPECIFIED_ITEM_DESCRIPTION_MAX_LENGTH
    ? M.specifiedItemDescriptionTooLong
    : undefined;
}

function checkYourCover(
  values: YourCoverValues,
  context: z.RefinementCtx,
  rules: YourCoverContext,
): void {
  const at = (path: PropertyKey[], problem: Problem) => report(context, path, problem);
  at(['policyStart'], policyStartProblem(values.policyStart, rules));
  if (showsRebuildCost(values.coverType, values.homeType)) {
    at(['rebuildCost'], rebuildCostProblem(values.rebuildCost, values.county));
  }
  if (asksContents(values.coverType))
    at(['contentsCoverOf'], contentsProblem(values.contentsCoverOf));
  if (!offersPersonalItems(values.coverType)) return;
  if (values.unspecifiedItemsSwitch) {
    at(['unspecifiedItems'], unspecifiedItemsProblem(values.unspecifiedItems));
  }
  if (values.specifiedItemsSwitch) {
    // The switch always shows at least one block; an empty list is that block left blank.
    const items = values.specifiedItems.length ? values.specifiedItems : [EMPTY_SPECIFIED_ITEM];
    items.forEach((item, index) => {
      at(['specifiedItems', index, 'item'], item.item ? undefined : M.specifiedItemTypeRequired);
      at(['specifiedItems', index, 'value'], itemValueProblem(item.value));
      at(['specifiedItems', index, 'description'], descriptionProblem(item.description));
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

export interface SpecifiedItem {
  item: SpecifiedItemType;
  /** Whole euro. */
  value: number;
  description: string;
}

/** Your cover once checked: YYYY-MM-DD start, whole euro, hidden amounts as null or 0. */
export interface YourCoverData {
  /** YYYY-MM-DD. */
  policyStart: string;
  /** null when the rebuild cost is not asked. */
  rebuildCost: number | null;
  /** null when contents are not asked. */
  contentsCoverOf: number | null;
  unspecifiedItemsSwitch: boolean;
  /** 0 when the switch is off or not offered. */
  unspecifiedItems: number;
  specifiedItemsSwitch: boolean;
  /** Empty when the switch is off or not offered. */
  specifiedItems: SpecifiedItem[];
  coverType: HomeCoverType | '';
  homeType: HomeType | '';
  county: string;
  showRebuild: boolean;
}

/** The clean Your cover data of values that passed the schema (the schema's own transform). */
export function toYourCoverData(values: YourCoverValues): YourCoverData {
  const showRebuild = showsRebuildCost(values.coverType, values.homeType);
  const personalItems = offersPersonalItems(values.coverType);
  const unspecifiedOn = personalItems && values.unspecifiedItemsSwitch;
  const specifiedOn = personalItems && values.specifiedItemsSwitch;
  return {
    policyStart: displayToIsoDate(values.policyStart) ?? values.policyStart,
    rebuildCost: showRebuild ? (wholeEuroOf(values.rebuildCost) ?? null) : null,
    contentsCoverOf: asksContents(values.coverType)
      ? (wholeEuroOf(values.contentsCoverOf) ?? null)
      : null,
    unspecifiedItemsSwitch: unspecifiedOn,
    unspecifiedItems: unspecifiedOn ? (wholeEuroOf(values.unspecifiedItems) ?? 0) : 0,
    specifiedItemsSwitch: specifiedOn,
    specifiedItems: specifiedOn
      ? values.specifiedItems.map((item) => ({
          item: item.item as SpecifiedItemType,
          value: wholeEuroOf(item.value) ?? 0,
          description: item.description.trim(),
        }))
      : [],
    coverType: values.coverType,
    homeType: values.homeType,
    county: values.county.trim(),
    showRebuild,
  };
}

/** home.md 5 (Your cover): the form's schema; its output is the clean data. */
export function yourCoverSchema(context: YourCoverContext) {
  return yourCoverValuesSchema
    .superRefine((values, refinement) => checkYourCover(values, refinement, context))
    .transform((values): YourCoverData => toYourCoverData(values));
}
export type YourCoverSchema = ReturnType<typeof yourCoverSchema>;
