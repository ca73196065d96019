import { describe, expect, it } from 'vitest';
import {
  ADDRESS_PART_MESSAGES,
  HOME_ADDRESS_MESSAGES,
  POLICY_CHANGE_MESSAGES,
  YOUR_COVER_MESSAGES,
} from '../index.js';
import {
  applyHomeChange,
  homeChangeLines,
  homeChangeProblems,
  homePolicyChangeSchema,
  type HomeChangeableAnswers,
} from './home-policy-change.js';

const current: HomeChangeableAnswers = {
  buildings_amount: 250_000,
  contents_amount: 40_000,
  specified_items: [],
  accidental_damage: false,
  home_emergency: false,
  county: 'Cork',
  correspondence_address: null,
};

const ring = { item_type: 'Jewellery' as const, value: 2_000, description: 'Gold ring' };

describe('a home policy changed mid-term', () => {
  it('changes only what is given', () => {
    const after = applyHomeChange(current, { specified_items: [ring], home_emergency: true });
    expect(after).toEqual({ ...current, specified_items: [ring], home_emergency: true });
    expect(homeChangeLines(current, after)).toEqual([
      { label: 'Specified items', before: 'None', after: 'Jewellery: Gold ring, €2,000' },
      { label: 'Home emergency assistance', before: 'Not included', after: 'Included' },
    ]);
  });

  it('never adds a sum the policy does not cover', () => {
    const contentsOnly = { ...current, buildings_amount: null };
    expect(
      applyHomeChange(contentsOnly, { buildings_amount: 300_000 }).buildings_amount,
    ).toBeNull();
  });

  it('keeps the quote’s rules at their boundaries', () => {
    expect(homeChangeProblems(current, { contents_amount: 14_999 })).toEqual({
      contents_amount: YOUR_COVER_MESSAGES.contentsMinimum,
    });
    expect(homeChangeProblems(current, { contents_amount: 15_000 })).toEqual({});
    expect(homeChangeProblems(current, { buildings_amount: 129_999 })).toEqual({
      buildings_amount: YOUR_COVER_MESSAGES.rebuildCostMinimumElsewhere,
    });
    expect(homeChangeProblems(current, { buildings_amount: 130_000 })).toEqual({});
    expect(
      homeChangeProblems({ ...current, county: 'Dublin' }, { buildings_amount: 174_999 }),
    ).toEqual({ buildings_amount: YOUR_COVER_MESSAGES.rebuildCostMinimumDublin });
    expect(homeChangeProblems(current, { specified_items: [{ ...ring, value: 1_500 }] })).toEqual({
      'specified_items.0': YOUR_COVER_MESSAGES.specifiedItemValueMinimum,
    });
    expect(homeChangeProblems(current, { specified_items: [{ ...ring, value: 1_501 }] })).toEqual(
      {},
    );
    expect(
      homeChangeProblems(current, { specified_items: [{ ...ring, description: 'x'.repeat(81) }] }),
    ).toEqual({ 'specified_items.0': YOUR_COVER_MESSAGES.specifiedItemDescriptionTooLong });
  });

  it('sends letters to a new correspondence address, checked with the quote’s address rules', () => {
    const flat = {
      address_line1: '12 Abbey Street',
      town: 'Dublin 1',
      county: 'Dublin',
      post_code: 'D01 F5P2',
    };
    const moved = applyHomeChange(current, { correspondence_address: flat });
    expect(homeChangeLines(current, moved)).toEqual([
      {
        label: 'Correspondence address',
        before: 'The insured address',
        after: '12 Abbey Street, Dublin 1, Dublin, D01 F5P2',
      },
    ]);
    expect(homeChangeProblems(current, { correspondence_address: flat })).toEqual({});
    // Back to the insured address.
    expect(
      homeChangeLines(moved, applyHomeChange(moved, { correspondence_address: null })),
    ).toEqual([
      {
        label: 'Correspondence address',
        before: '12 Abbey Street, Dublin 1, Dublin, D01 F5P2',
        after: 'The insured address',
      },
    ]);
    expect(
      homeChangeProblems(current, {
        correspondence_address: { ...flat, address_line1: ' ', post_code: 'D01' },
      }),
    ).toEqual({
      'correspondence_address.address_line1': ADDRESS_PART_MESSAGES.addressLine1.required,
      'correspondence_address.post_code': HOME_ADDRESS_MESSAGES.eircodeInvalid,
    });
  });

  it('refuses a change that alters nothing', () => {
    expect(homeChangeProblems(current, {})).toEqual({
      change: POLICY_CHANGE_MESSAGES.nothingChanged,
    });
    expect(homeChangeProblems(current, { contents_amount: 40_000 })).toEqual({
      change: POLICY_CHANGE_MESSAGES.nothingChanged,
    });
  });

  it('takes only its own fields on the wire', () => {
    expect(homePolicyChangeSchema.safeParse({ contents_amount: 20_000 }).success).toBe(true);
    expect(homePolicyChangeSchema.safeParse({ contents_amount: 20_000.5 }).success).toBe(false);
    expect(homePolicyChangeSchema.safeParse({ start_date: '2026-01-01' }).success).toBe(false);
  });
});
