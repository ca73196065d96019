import { describe, expect, it } from 'vitest';
import { YOUR_COVER_MESSAGES as M } from './home-messages.js';
import {
  toYourCoverData,
  yourCoverSchema,
  type SpecifiedItemValues,
  type YourCoverValues,
} from './your-cover-schema.js';
import {
  EMPTY_SPECIFIED_ITEM,
  YOUR_COVER_DEFAULTS,
  asksContents,
  offersPersonalItems,
  showsRebuildCost,
} from './your-cover-values.js';

const TODAY = new Date(2026, 10, 22, 23, 59);
const schema = yourCoverSchema({ today: TODAY, resuming: false });
const resumingSchema = yourCoverSchema({ today: TODAY, resuming: true });

const VALID: YourCoverValues = {
  ...YOUR_COVER_DEFAULTS,
  policyStart: '01/12/2026',
  rebuildCost: '250,000',
  contentsCoverOf: '40000',
  coverType: 'ownLive',
  homeType: 'Detached',
  county: 'Kerry',
};

const ITEM: SpecifiedItemValues = {
  item: 'Jewellery',
  value: '1,501',
  description: 'Gold ring with diamond',
};

function valuesWith(patch: Partial<YourCoverValues>): YourCoverValues {
  return { ...VALID, ...patch };
}

function errorsOf(values: YourCoverValues, using = schema): Record<string, string> {
  const result = using.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('yourCoverSchema: the empty form', () => {
  // The Get Quotes page draws an empty form before the schemas arrive and counts it not valid.
  it('never passes, resuming or not', () => {
    expect(schema.safeParse(YOUR_COVER_DEFAULTS).success).toBe(false);
    expect(resumingSchema.safeParse(YOUR_COVER_DEFAULTS).success).toBe(false);
  });
});

describe('yourCoverSchema: a complete form', () => {
  it('passes and gives whole euro and a year-month-day start', () => {
    const result = schema.safeParse(VALID);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      policyStart: '2026-12-01',
      rebuildCost: 250_000,
      contentsCoverOf: 40_000,
      unspecifiedItemsSwitch: false,
      unspecifiedItems: 0,
      specifiedItemsSwitch: false,
      specifiedItems: [],
      coverType: 'ownLive',
      homeType: 'Detached',
      county: 'Kerry',
      showRebuild: true,
    });
  });

  it('reports the required answers of the empty form', () => {
    expect(
      errorsOf({ ...YOUR_COVER_DEFAULTS, coverType: 'ownLive', homeType: 'Detached' }),
    ).toEqual({
      policyStart: 'Policy start date is required',
      rebuildCost: 'Answer is required',
      contentsCoverOf: 'Answer is required',
    });
  });
});

describe('policy start', () => {
  it('runs from today to 90 days ahead', () => {
    expect(errorsOf(valuesWith({ policyStart: '22/11/2026' }))).toEqual({});
    expect(errorsOf(valuesWith({ policyStart: '21/11/2026' }))).toEqual({
      policyStart: 'Start date must be today or in the future.',
    });
    expect(errorsOf(valuesWith({ policyStart: '20/02/2027' }))).toEqual({});
    expect(errorsOf(valuesWith({ policyStart: '21/02/2027' }))).toEqual({
      policyStart: 'Please enter a date 90 or less days in the future',
    });
    expect(errorsOf(valuesWith({ policyStart: '31/11/2026' }))).toEqual({
      policyStart: 'Please enter a valid date in the format DD/MM/YYYY',
    });
  });

  it('takes the start date as people type it, a two-digit year being the nearest such year', () => {
    expect(errorsOf(valuesWith({ policyStart: '1/12/26' }))).toEqual({});
    expect(schema.parse(valuesWith({ policyStart: '1/12/26' })).policyStart).toBe('2026-12-01');
    expect(schema.parse(valuesWith({ policyStart: '5-1-27' })).policyStart).toBe('2027-01-05');
  });

  it('keeps a past start date when a saved quote is resumed', () => {
    expect(errorsOf(valuesWith({ policyStart: '01/10/2026' }), resumingSchema)).toEqual({});
    expect(errorsOf(valuesWith({ policyStart: '21/02/2027' }), resumingSchema)).toEqual({
      policyStart: 'Please enter a date 90 or less days in the future',
    });
  });
});

describe('rebuild cost', () => {
  it('is not asked of a tenant or for a purpose built apartment', () => {
    expect(showsRebuildCost('rent', 'Detached')).toBe(false);
    expect(showsRebuildCost('ownLive', 'Purpose built apartment')).toBe(false);
    expect(showsRebuildCost('ownRent', 'Bungalow with basement')).toBe(true);
    expect(showsRebuildCost('', '')).toBe(true);
    const apartment = valuesWith({ homeType: 'Purpose built apartment', rebuildCost: '12' });
    expect(errorsOf(apartment)).toEqual({});
    expect(toYourCoverData(apartment)).toMatchObject({ rebuildCost: null, showRebuild: false });
  });

  it('is a whole number', () => {
    for (const rebuildCost of ['250000.50', 'lots', '-250000']) {
      expect(errorsOf(valuesWith({ rebuildCost }))).toEqual({
        rebuildCost: 'Cost must be an whole number',
      });
    }
  });

  it('is at least 175,000 in a Dublin county and 130,000 elsewhere', () => {
    const dublin = (rebuildCost: string) =>
      errorsOf(valuesWith({ county: 'Co. Dublin', rebuildCost }));
    expect(dublin('174,999')).toEqual({ rebuildCost: 'Requires minimum value 175,000' });
    expect(dublin('175,000')).toEqual({});
    expect(errorsOf(valuesWith({ county: 'DUBLIN 4', rebuildCost: '150000' }))).toEqual({
      rebuildCost: 'Requires minimum value 175,000',
    });
    expect(errorsOf(valuesWith({ rebuildCost: '129,999' }))).toEqual({
      rebuildCost: 'Requires minimum value 130,000',
    });
    expect(errorsOf(valuesWith({ rebuildCost: '130,000' }))).toEqual({});
  });
});

describe('contents', () => {
  it('is at least 15,000, whole', () => {
    expect(errorsOf(valuesWith({ contentsCoverOf: '14,999' }))).toEqual({
      contentsCoverOf: 'Requires minimum value of €15,000',
    });
    expect(errorsOf(valuesWith({ contentsCoverOf: '15,000' }))).toEqual({});
    expect(errorsOf(valuesWith({ contentsCoverOf: '15000.5' }))).toEqual({
      contentsCoverOf: 'Cost must be an whole number',
    });
  });

  it('is not asked for an unoccupied home or one under construction', () => {
    expect([asksContents('ownUnoccupied'), asksContents('ownConstruction')]).toEqual([
      false,
      false,
    ]);
    expect(asksContents('ownRenovation')).toBe(true);
    const unoccupied = valuesWith({ coverType: 'ownUnoccupied', contentsCoverOf: '' });
    expect(errorsOf(unoccupied)).toEqual({});
    expect(toYourCoverData(unoccupied).contentsCoverOf).toBeNull();
  });
});

describe('unspecified items', () => {
  it('needs an amount from 2,500 to 10,000 by 500 when switched on', () => {
    const on = (unspecifiedItems: string) =>
      errorsOf(valuesWith({ unspecifiedItemsSwitch: true, unspecifiedItems }));
    expect(on('0')).toEqual({ unspecifiedItems: 'Unspecified Items value is required' });
    expect(on('')).toEqual({ unspecifiedItems: 'Unspecified Items value is required' });
    expect(on('2500')).toEqual({});
    expect(on('10000')).toEqual({});
    expect(on('2750')).toEqual({ unspecifiedItems: M.unspecifiedItemsNotOffered });
    expect(on('10500')).toEqual({ unspecifiedItems: M.unspecifiedItemsNotOffered });
    const data = toYourCoverData(
      valuesWith({ unspecifiedItemsSwitch: true, unspecifiedItems: '5,000' }),
    );
    expect(data.unspecifiedItems).toBe(5000);
  });

  it('is offered only to owner-occupiers and tenants', () => {
    expect(offersPersonalItems('ownLive')).toBe(true);
    expect(offersPersonalItems('rent')).toBe(true);
    expect(offersPersonalItems('ownHoliday')).toBe(false);
    const holiday = valuesWith({
      coverType: 'ownHoliday',
      unspecifiedItemsSwitch: true,
      unspecifiedItems: '',
    });
    expect(errorsOf(holiday)).toEqual({});
    expect(toYourCoverData(holiday)).toMatchObject({
      unspecifiedItemsSwitch: false,
      unspecifiedItems: 0,
    });
  });
});

describe('specified items', () => {
  const items = (specifiedItems: SpecifiedItemValues[]) =>
    valuesWith({ specifiedItemsSwitch: true, specifiedItems });

  it('checks every block when switched on', () => {
    expect(errorsOf(items([ITEM, EMPTY_SPECIFIED_ITEM]))).toEqual({
      'specifiedItems.1.item': 'Please select an item type',
      'specifiedItems.1.value': 'Item Value is Required',
      'specifiedItems.1.description': 'Please enter an item description',
    });
    expect(errorsOf(items([]))).toEqual({
      'specifiedItems.0.item': 'Please select an item type',
      'specifiedItems.0.value': 'Item Value is Required',
      'specifiedItems.0.description': 'Please enter an item description',
    });
  });

  it('takes a whole value from 1,501 and a description of up to 80 characters', () => {
    expect(errorsOf(items([{ ...ITEM, value: '1500' }]))).toEqual({
      'specifiedItems.0.value': M.specifiedItemValueMinimum,
    });
    expect(errorsOf(items([{ ...ITEM, value: '1501.99' }]))).toEqual({
      'specifiedItems.0.value': 'Cost must be an whole number',
    });
    expect(errorsOf(items([{ ...ITEM, description: 'x'.repeat(80) }]))).toEqual({});
    expect(errorsOf(items([{ ...ITEM, description: 'x'.repeat(81) }]))).toEqual({
      'specifiedItems.0.description': 'Enter not more than 80 characters',
    });
  });

  it('sends the items only when switched on', () => {
    expect(toYourCoverData(items([ITEM])).specifiedItems).toEqual([
      { item: 'Jewellery', value: 1501, description: 'Gold ring with diamond' },
    ]);
    const off = valuesWith({ specifiedItems: [EMPTY_SPECIFIED_ITEM] });
    expect(errorsOf(off)).toEqual({});
    expect(toYourCoverData(off).specifiedItems).toEqual([]);
  });
});
