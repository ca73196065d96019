import {
  EMPTY_ADDRESS_VALUES,
  SPECIFIED_ITEM_TYPES,
  YOUR_COVER_MESSAGES,
  addressValuesProblems,
  groupThousands,
  homeAddressPayloadOf,
  homeAddressValuesOf,
  homeChangeProblems,
  homeChangeableAnswersSchema,
  toCheckedAddress,
  type AddressValues,
  type HomeChangeableAnswers,
  type HomePolicyChange,
} from '@wallet/domain';
import { addressFieldIds } from '../../../lib/address/address-fields';
import type { ChangeProblems } from '../../../lib/policy-change-form';
import type { SummaryError } from '../../../ui/error-summary';

/** A specified item as typed; `key` keeps its fields when one above it is removed. */
export type ItemDraft = { key: number; itemType: string; value: string; description: string };

/** Home's change form as typed: sums as grouped whole euro. */
export type HomeChangeDraft = {
  buildings: string;
  contents: string;
  items: ItemDraft[];
  accidentalDamage: boolean;
  homeEmergency: boolean;
  /** Where letters go: the insured address, or the correspondence address below. */
  lettersTo: 'insured' | 'other';
  correspondence: AddressValues;
};

/** The correspondence address's form block (its fields' names and ids). */
export const CORRESPONDENCE_BLOCK = 'correspondence';
/** The API's key for the correspondence address, and its parts' keys by the form's fields. */
export const CORRESPONDENCE_KEY = 'correspondence_address';
const PAYLOAD_FIELD_OF: Partial<Record<keyof AddressValues, string>> = {
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  addressLine3: 'address_line3',
  town: 'town',
  county: 'county',
  eircode: 'post_code',
};

/** The form's field a correspondence problem belongs to, by the API's key. */
export function correspondenceFieldOf(key: string): keyof AddressValues | null {
  if (key === CORRESPONDENCE_KEY) return 'displayAddress';
  const [prefix, part] = key.split('.');
  if (prefix !== CORRESPONDENCE_KEY) return null;
  const field = Object.entries(PAYLOAD_FIELD_OF).find(([, payload]) => payload === part)?.[0];
  return (field as keyof AddressValues | undefined) ?? 'displayAddress';
}

/** The form's field ids, which the error summary links to. */
export const HOME_CHANGE_FIELD_IDS = {
  buildings_amount: 'change-buildings',
  contents_amount: 'change-contents',
  itemType: (key: number) => `change-item-${key}-type`,
  itemValue: (key: number) => `change-item-${key}-value`,
  itemDescription: (key: number) => `change-item-${key}-description`,
} as const;
const IDS = HOME_CHANGE_FIELD_IDS;

const euroText = (euro: number | null) => (euro === null ? '' : groupThousands(String(euro)));
const euroOf = (text: string) => Number(text.replace(/\D/g, '') || '0');

let nextItemKey = 0;
/** A new key for an item row: unique for the page's life. */
export const newItemKey = () => (nextItemKey += 1);

export function readHomeAnswers(answers: Record<string, unknown>): HomeChangeableAnswers | null {
  const parsed = homeChangeableAnswersSchema.safeParse(answers);
  return parsed.success ? parsed.data : null;
}

/** The form as the policy stands. */
export function homeDraftOf(answers: HomeChangeableAnswers): HomeChangeDraft {
  return {
    buildings: euroText(answers.buildings_amount),
    contents: euroText(answers.contents_amount),
    items: answers.specified_items.map((item) => ({
      key: newItemKey(),
      itemType: item.item_type,
      value: euroText(item.value),
      description: item.description,
    })),
    accidentalDamage: answers.accidental_damage,
    homeEmergency: answers.home_emergency,
    lettersTo: answers.correspondence_address ? 'other' : 'insured',
    correspondence: answers.correspondence_address
      ? homeAddressValuesOf(answers.correspondence_address)
      : EMPTY_ADDRESS_VALUES,
  };
}

const isItemType = (value: string): value is (typeof SPECIFIED_ITEM_TYPES)[number] =>
  (SPECIFIED_ITEM_TYPES as readonly string[]).includes(value);

/**
 * The change the draft asks for, only what differs from the policy as it stands, and what is
 * wrong with it (the domain's rules, the API's own messages). An item without a type is this
 * form's own problem: the API's schema refuses it with the same words.
 */
export function homeChangeOf(
  answers: HomeChangeableAnswers,
  draft: HomeChangeDraft,
): { change: HomePolicyChange; problems: ChangeProblems } {
  const change: HomePolicyChange = {};
  if (answers.buildings_amount !== null) {
    const buildings = euroOf(draft.buildings);
    if (buildings !== answers.buildings_amount) change.buildings_amount = buildings;
  }
  if (answers.contents_amount !== null) {
    const contents = euroOf(draft.contents);
    if (contents !== answers.contents_amount) change.contents_amount = contents;
  }
  const typeProblems: ChangeProblems = {};
  const items = draft.items.map((item, index) => {
    if (!isItemType(item.itemType)) {
      typeProblems[`specified_items.${index}`] = YOUR_COVER_MESSAGES.specifiedItemTypeRequired;
    }
    return {
      item_type: item.itemType as (typeof SPECIFIED_ITEM_TYPES)[number],
      value: euroOf(item.value),
      description: item.description.trim(),
    };
  });
  if (JSON.stringify(items) !== JSON.stringify(answers.specified_items)) {
    change.specified_items = items;
  }
  if (draft.accidentalDamage !== answers.accidental_damage) {
    change.accidental_damage = draft.accidentalDamage;
  }
  if (draft.homeEmergency !== answers.home_emergency) {
    change.home_emergency = draft.homeEmergency;
  }
  const addressProblems: ChangeProblems = {};
  if (draft.lettersTo === 'insured') {
    if (answers.correspondence_address !== null) change.correspondence_address = null;
  } else {
    const found = addressValuesProblems(draft.correspondence);
    for (const [field, message] of Object.entries(found)) {
      const part = PAYLOAD_FIELD_OF[field as keyof AddressValues];
      const key = part ? `${CORRESPONDENCE_KEY}.${part}` : CORRESPONDENCE_KEY;
      addressProblems[key] ??= message;
    }
    if (Object.keys(addressProblems).length === 0) {
      const address = homeAddressPayloadOf(toCheckedAddress(draft.correspondence));
      if (JSON.stringify(address) !== JSON.stringify(answers.correspondence_address)) {
        change.correspondence_address = address;
      }
    }
  }
  const problems = { ...homeChangeProblems(answers, change), ...typeProblems, ...addressProblems };
  // An address not yet complete is the change asked for: not a change of nothing.
  if (Object.keys(addressProblems).length > 0) delete problems.change;
  return { change, problems };
}

/** Which of an item's fields its one message is about, for the link and the inline error. */
export function itemFieldOf(message: string): 'itemType' | 'itemValue' | 'itemDescription' {
  if (message === YOUR_COVER_MESSAGES.specifiedItemTypeRequired) return 'itemType';
  if (message === YOUR_COVER_MESSAGES.specifiedItemValueMinimum) return 'itemValue';
  return 'itemDescription';
}

/** The summary's lines for home's own fields, in the form's order, each linked to its field. */
export function homeSummaryOf(draft: HomeChangeDraft, problems: ChangeProblems): SummaryError[] {
  const lines: SummaryError[] = [];
  if (problems.buildings_amount) {
    lines.push({ fieldId: IDS.buildings_amount, message: problems.buildings_amount });
  }
  if (problems.contents_amount) {
    lines.push({ fieldId: IDS.contents_amount, message: problems.contents_amount });
  }
  draft.items.forEach((item, index) => {
    const message = problems[`specified_items.${index}`];
    if (message) lines.push({ fieldId: IDS[itemFieldOf(message)](item.key), message });
  });
  const addressIds = addressFieldIds(CORRESPONDENCE_BLOCK);
  for (const [key, message] of Object.entries(problems)) {
    const field = correspondenceFieldOf(key);
    if (field) lines.push({ fieldId: addressIds[field], message });
  }
  return lines;
}

export const homeShowsProblem = (key: string) =>
  key === 'buildings_amount' ||
  key === 'contents_amount' ||
  key.startsWith('specified_items.') ||
  correspondenceFieldOf(key) !== null;
