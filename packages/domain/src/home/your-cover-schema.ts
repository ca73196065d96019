import { z } from 'zod';
import { HOME_COVER_TYPES, type HomeCoverType } from './cover-types.js';
import { parseTypedDate, typedToIsoDate } from '../dates/typed-date.js';
import {
  contentsMinimumProblem,
  policyStartDateProblem,
  rebuildCostMinimumProblem,
  specifiedItemDescriptionProblem,
  specifiedItemValueMinimumProblem,
  unspecifiedItemsAmountProblem,
  type PolicyStartContext,
} from './home-answer-rules.js';
import { isBlank, report, wholeEuroOf, type Problem } from '../fields/field-rules.js';
import { HOME_TYPES, type HomeType } from './home-lists.js';
import { YOUR_COVER_MESSAGES } from './home-messages.js';
import {
  asksContents,
  EMPTY_SPECIFIED_ITEM,
  offersPersonalItems,
  showsRebuildCost,
} from './your-cover-values.js';
import { SPECIFIED_ITEM_TYPES, type SpecifiedItemType } from './sums-insured.js';

const M = YOUR_COVER_MESSAGES;

export const specifiedItemValuesSchema = z.object({
  item: z.enum([...SPECIFIED_ITEM_TYPES, ''], { error: M.specifiedItemTypeRequired }),
  value: z.string(),
  description: z.string(),
});
export type SpecifiedItemValues = z.input<typeof specifiedItemValuesSchema>;

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

export type YourCoverContext = PolicyStartContext;

function policyStartProblem(value: string, context: YourCoverContext): Problem {
  if (isBlank(value)) return M.policyStartRequired;
  const start = parseTypedDate(value, 'near', context.today);
  return start ? policyStartDateProblem(start, context) : M.policyStartInvalid;
}

/** Money as typed: required, a whole number, then the amount's own rule. */
function amountProblem(
  value: string,
  requiredMessage: string,
  rule: (amount: number) => Problem,
): Problem {
  if (isBlank(value)) return requiredMessage;
  const amount = wholeEuroOf(value);
  return amount === undefined ? M.wholeNumber : rule(amount);
}

function unspecifiedItemsProblem(value: string): Problem {
  return unspecifiedItemsAmountProblem(wholeEuroOf(value) ?? 0);
}

function checkYourCover(
  values: YourCoverValues,
  context: z.RefinementCtx,
  rules: YourCoverContext,
): void {
  const at = (path: PropertyKey[], problem: Problem) => report(context, path, problem);
  at(['policyStart'], policyStartProblem(values.policyStart, rules));
  if (showsRebuildCost(values.coverType, values.homeType)) {
    at(
      ['rebuildCost'],
      amountProblem(values.rebuildCost, M.rebuildCostRequired, (cost) =>
        rebuildCostMinimumProblem(cost, values.county),
      ),
    );
  }
  if (asksContents(values.coverType))
    at(
      ['contentsCoverOf'],
      amountProblem(values.contentsCoverOf, M.contentsRequired, contentsMinimumProblem),
    );
  if (!offersPersonalItems(values.coverType)) return;
  if (values.unspecifiedItemsSwitch) {
    at(['unspecifiedItems'], unspecifiedItemsProblem(values.unspecifiedItems));
  }
  if (values.specifiedItemsSwitch) {
    // The switch always shows at least one block; an empty list is that block left blank.
    const items = values.specifiedItems.length ? values.specifiedItems : [EMPTY_SPECIFIED_ITEM];
    items.forEach((item, index) => {
      at(['specifiedItems', index, 'item'], item.item ? undefined : M.specifiedItemTypeRequired);
      at(
        ['specifiedItems', index, 'value'],
        amountProblem(item.value, M.specifiedItemValueRequired, specifiedItemValueMinimumProblem),
      );
      at(
        ['specifiedItems', index, 'description'],
        specifiedItemDescriptionProblem(item.description),
      );
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
export function toYourCoverData(values: YourCoverValues, today: Date = new Date()): YourCoverData {
  const showRebuild = showsRebuildCost(values.coverType, values.homeType);
  const personalItems = offersPersonalItems(values.coverType);
  const unspecifiedOn = personalItems && values.unspecifiedItemsSwitch;
  const specifiedOn = personalItems && values.specifiedItemsSwitch;
  return {
    policyStart: typedToIsoDate(values.policyStart, 'near', today) ?? values.policyStart,
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
    .transform((values): YourCoverData => toYourCoverData(values, context.today));
}
export type YourCoverSchema = ReturnType<typeof yourCoverSchema>;
