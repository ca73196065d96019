import { isDublinCounty } from '../address/irish-county.js';

function steps(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to; value += step) values.push(value);
  return values;
}

/**
 * home.md 9: sum-insured choices in euro: 15,000 to 30,000 by 1,000; 35,000 to 100,000 by
 * 5,000; 110,000 to 260,000 by 10,000.
 */
export const SUM_INSURED_STEPS_EUR: readonly number[] = [
  ...steps(15_000, 30_000, 1_000),
  ...steps(35_000, 100_000, 5_000),
  ...steps(110_000, 260_000, 10_000),
];

/**
 * home.md 4: contents options are those not above the entered rebuild cost (all of them when no
 * rebuild cost is asked). The last option is shown with a plus.
 */
export function contentsOptionsFor(rebuildCostEur?: number): number[] {
  if (rebuildCostEur === undefined) return [...SUM_INSURED_STEPS_EUR];
  return SUM_INSURED_STEPS_EUR.filter((value) => value <= rebuildCostEur);
}

/** home.md 5 and 9: the smallest contents sum insured. */
export const CONTENTS_MINIMUM_EUR = 15_000;

/** home.md 5 and 9: the smallest rebuild cost, higher when the county contains 'dublin'. */
export const REBUILD_COST_MINIMUM_EUR = { dublin: 175_000, elsewhere: 130_000 } as const;

export function rebuildCostMinimumFor(county: string | null | undefined): number {
  return isDublinCounty(county)
    ? REBUILD_COST_MINIMUM_EUR.dublin
    : REBUILD_COST_MINIMUM_EUR.elsewhere;
}

/** home.md 5 and 9: unspecified-item amounts, 2,500 to 10,000 euro by 500. */
export const UNSPECIFIED_ITEMS_AMOUNTS_EUR: readonly number[] = steps(2_500, 10_000, 500);

/** home.md 3 (Your cover values): the unspecified-items value when the switch is off. */
export const UNSPECIFIED_ITEMS_DEFAULT = '0';

/** home.md 9: help-text figures for unspecified items. */
export const UNSPECIFIED_SINGLE_ITEM_MAX_EUR = 1_500;
/** home.md 9: the excess on unspecified and on specified items. */
export const PERSONAL_ITEMS_EXCESS_EUR = 150;

/** home.md 3, 5 and 9: specified (all-risks) items. */
export const SPECIFIED_ITEM_MIN_VALUE_EUR = 1_501;
export const SPECIFIED_ITEM_DESCRIPTION_MAX_LENGTH = 80;
/** home.md 9: a valuation may be required above this value, no older than the months below. */
export const SPECIFIED_ITEM_VALUATION_ABOVE_EUR = 7_500;
export const SPECIFIED_ITEM_VALUATION_MAX_AGE_MONTHS = 18;

/** home.md 3: specified item types, in the order listed. */
export const SPECIFIED_ITEM_TYPES = [
  'Camcorder',
  'Furs',
  'Hearing Aid',
  'Jewellery',
  'Laptop',
  'Mobile',
  'Tablet',
  'Musical Instrument',
  'Pedal Cycle',
  'Other',
] as const;
export type SpecifiedItemType = (typeof SPECIFIED_ITEM_TYPES)[number];
