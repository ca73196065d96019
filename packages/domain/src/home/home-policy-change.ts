/**
 * Home's mid-term changes (issue 43): a specified item added, changed or removed, the contents or
 * buildings sum, the two extras, and the correspondence address (which changes no price). The answers a change may alter, its shape on the wire, its
 * rules (the quote's own) and what it alters in words; the form and the API share all of them.
 */
import { z } from 'zod';
import { formatWholeEuro } from '../platform/money.js';
import { POLICY_CHANGE_MESSAGES } from '../policy-changes/change-messages.js';
import type { PolicyChangeLine } from '../policy-changes/change-schemas.js';
import {
  contentsMinimumProblem,
  rebuildCostMinimumProblem,
  specifiedItemDescriptionProblem,
  specifiedItemValueMinimumProblem,
} from './home-answer-rules.js';
import {
  homeAddressPayloadSchema,
  specifiedItemPayloadSchema,
  type HomeAddressPayload,
} from './home-quote-payload.js';
import { homeAddressProblems } from './home-address-rules.js';

const euro = z.number().int().nonnegative().max(100_000_000);

/** A home policy's answers that a change may alter, as its current version stands. */
export const homeChangeableAnswersSchema = z.object({
  /** Whole euro; null when the policy does not cover that (contents-only, buildings-only). */
  buildings_amount: euro.nullable(),
  contents_amount: euro.nullable(),
  specified_items: z.array(specifiedItemPayloadSchema).max(20),
  accidental_damage: z.boolean(),
  home_emergency: z.boolean(),
  /** The risk address's county: the rebuild cost's minimum depends on it. Not changed here. */
  county: z.string(),
  /** Where letters go; null when to the insured address. */
  correspondence_address: homeAddressPayloadSchema.nullable().default(null),
});
export type HomeChangeableAnswers = z.infer<typeof homeChangeableAnswersSchema>;

/** The change asked for: only what is given changes. */
export const homePolicyChangeSchema = z.strictObject({
  buildings_amount: euro.optional(),
  contents_amount: euro.optional(),
  /** The whole list as it will stand (an item added, changed or removed). */
  specified_items: z.array(specifiedItemPayloadSchema).max(20).optional(),
  accidental_damage: z.boolean().optional(),
  home_emergency: z.boolean().optional(),
  /** A new address for letters; null to send them to the insured address. */
  correspondence_address: homeAddressPayloadSchema.nullable().optional(),
});
export type HomePolicyChange = z.infer<typeof homePolicyChangeSchema>;

/** The answers as the change will leave them. */
export function applyHomeChange(
  current: HomeChangeableAnswers,
  change: HomePolicyChange,
): HomeChangeableAnswers {
  return {
    ...current,
    ...(change.buildings_amount !== undefined && current.buildings_amount !== null
      ? { buildings_amount: change.buildings_amount }
      : {}),
    ...(change.contents_amount !== undefined && current.contents_amount !== null
      ? { contents_amount: change.contents_amount }
      : {}),
    ...(change.specified_items ? { specified_items: change.specified_items } : {}),
    ...(change.accidental_damage !== undefined
      ? { accidental_damage: change.accidental_damage }
      : {}),
    ...(change.home_emergency !== undefined ? { home_emergency: change.home_emergency } : {}),
    ...(change.correspondence_address !== undefined
      ? { correspondence_address: change.correspondence_address }
      : {}),
  };
}

/** The insured address's words for letters sent there. */
export const SAME_AS_INSURED_ADDRESS = 'The insured address';

const addressInWords = (address: HomeAddressPayload | null) =>
  address === null
    ? SAME_AS_INSURED_ADDRESS
    : [
        address.address_line1,
        address.address_line2,
        address.address_line3,
        address.town,
        address.county,
        address.post_code,
      ]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(', ');

const itemsInWords = (items: HomeChangeableAnswers['specified_items']) =>
  items.length === 0
    ? 'None'
    : items
        .map(
          (item) => `${item.item_type}: ${item.description}, ${formatWholeEuro(item.value * 100)}`,
        )
        .join('; ');

const yesNo = (value: boolean) => (value ? 'Included' : 'Not included');

/** What the change alters, in words; empty when it alters nothing. */
export function homeChangeLines(
  before: HomeChangeableAnswers,
  after: HomeChangeableAnswers,
): PolicyChangeLine[] {
  const lines: PolicyChangeLine[] = [];
  const money = (value: number | null) =>
    value === null ? 'Not covered' : formatWholeEuro(value * 100);
  if (before.buildings_amount !== after.buildings_amount) {
    lines.push({
      label: 'Buildings sum insured',
      before: money(before.buildings_amount),
      after: money(after.buildings_amount),
    });
  }
  if (before.contents_amount !== after.contents_amount) {
    lines.push({
      label: 'Contents sum insured',
      before: money(before.contents_amount),
      after: money(after.contents_amount),
    });
  }
  if (itemsInWords(before.specified_items) !== itemsInWords(after.specified_items)) {
    lines.push({
      label: 'Specified items',
      before: itemsInWords(before.specified_items),
      after: itemsInWords(after.specified_items),
    });
  }
  if (before.accidental_damage !== after.accidental_damage) {
    lines.push({
      label: 'Contents accidental damage',
      before: yesNo(before.accidental_damage),
      after: yesNo(after.accidental_damage),
    });
  }
  if (before.home_emergency !== after.home_emergency) {
    lines.push({
      label: 'Home emergency assistance',
      before: yesNo(before.home_emergency),
      after: yesNo(after.home_emergency),
    });
  }
  const addressBefore = addressInWords(before.correspondence_address);
  const addressAfter = addressInWords(after.correspondence_address);
  if (addressBefore !== addressAfter) {
    lines.push({ label: 'Correspondence address', before: addressBefore, after: addressAfter });
  }
  return lines;
}

/**
 * What is wrong with a change, by field (the quote's own rules and messages): the sums' minimums,
 * each specified item's value and description, the correspondence address's parts, and a change that alters nothing.
 */
export function homeChangeProblems(
  current: HomeChangeableAnswers,
  change: HomePolicyChange,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (change.buildings_amount !== undefined && current.buildings_amount !== null) {
    const problem = rebuildCostMinimumProblem(change.buildings_amount, current.county);
    if (problem) problems.buildings_amount = problem;
  }
  if (change.contents_amount !== undefined && current.contents_amount !== null) {
    const problem = contentsMinimumProblem(change.contents_amount);
    if (problem) problems.contents_amount = problem;
  }
  change.specified_items?.forEach((item, index) => {
    const problem =
      specifiedItemValueMinimumProblem(item.value) ??
      specifiedItemDescriptionProblem(item.description);
    if (problem) problems[`specified_items.${index}`] = problem;
  });
  if (change.correspondence_address) {
    for (const [field, problem] of Object.entries(
      homeAddressProblems(change.correspondence_address),
    )) {
      problems[`correspondence_address.${field}`] = problem;
    }
  }
  if (
    Object.keys(problems).length === 0 &&
    homeChangeLines(current, applyHomeChange(current, change)).length === 0
  ) {
    problems.change = POLICY_CHANGE_MESSAGES.nothingChanged;
  }
  return problems;
}
