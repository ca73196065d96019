/**
 * The Your cover form's starting values and what decides which of its questions show (home.md 2),
 * apart from its schema (your-cover-schema.ts) so that the form can draw its fields before the
 * schema library arrives (decision 0008).
 */
import {
  NO_CONTENTS_COVER_TYPES,
  NO_REBUILD_COST_COVER_TYPES,
  PERSONAL_ITEMS_COVER_TYPES,
  type HomeCoverType,
} from './cover-types.js';
import { REBUILD_EXCLUDED_HOME_TYPES, type HomeType } from './home-lists.js';
import { UNSPECIFIED_ITEMS_DEFAULT } from './sums-insured.js';
import type { SpecifiedItemValues, YourCoverValues } from './your-cover-schema.js';

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

export const EMPTY_SPECIFIED_ITEM: SpecifiedItemValues = { item: '', value: '', description: '' };

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
