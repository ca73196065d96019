import {
  CHANGE_PAYMENT_METHODS,
  POLICY_CHANGE_MESSAGES,
  SPECIFIED_ITEM_TYPES,
  YOUR_COVER_MESSAGES,
  changeEffectiveDateMessage,
  groupThousands,
  homeChangeProblems,
  isoToDisplayDate,
  typedToIsoDate,
  type HomeChangeableAnswers,
  type HomePolicyChange,
} from '@wallet/domain';

/** A specified item as typed; `key` keeps its fields when one above it is removed. */
export type ItemDraft = { key: number; itemType: string; value: string; description: string };

/** The change form as typed: sums as grouped whole euro, the start day as DD/MM/YYYY. */
export type HomeChangeDraft = {
  buildings: string;
  contents: string;
  items: ItemDraft[];
  accidentalDamage: boolean;
  homeEmergency: boolean;
  startText: string;
};

/** The form's field ids, which the error summary links to. */
export const CHANGE_FIELD_IDS = {
  buildings_amount: 'change-buildings',
  contents_amount: 'change-contents',
  effective_date: 'change-start-date',
  itemType: (key: number) => `change-item-${key}-type`,
  itemValue: (key: number) => `change-item-${key}-value`,
  itemDescription: (key: number) => `change-item-${key}-description`,
  nameOnCard: 'change-name-on-card',
  card: 'change-card',
  payment: 'change-payment',
} as const;

const euroText = (euro: number | null) => (euro === null ? '' : groupThousands(String(euro)));
const euroOf = (text: string) => Number(text.replace(/\D/g, '') || '0');

let nextItemKey = 0;
/** A new key for an item row: unique for the page's life. */
export const newItemKey = () => (nextItemKey += 1);

/** The form as the policy stands, starting today. */
export function draftOf(answers: HomeChangeableAnswers, today: string): HomeChangeDraft {
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
    startText: isoToDisplayDate(today) ?? today,
  };
}

const isItemType = (value: string): value is (typeof SPECIFIED_ITEM_TYPES)[number] =>
  (SPECIFIED_ITEM_TYPES as readonly string[]).includes(value);

/** Problems by the API's keys: effective_date, change, buildings_amount, specified_items.N... */
export type ChangeProblems = Record<string, string>;

/**
 * The change the draft asks for, only what differs from the policy as it stands, and what is
 * wrong with it (the domain's rules, the API's own messages). An item without a type is this
 * form's own problem: the API's schema refuses it with the same words.
 */
export function changeOfDraft(
  answers: HomeChangeableAnswers,
  draft: HomeChangeDraft,
  endDate: string,
  today: string,
): { change: HomePolicyChange; effectiveDate: string | null; problems: ChangeProblems } {
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

  const problems: ChangeProblems = { ...homeChangeProblems(answers, change), ...typeProblems };
  const typed = draft.startText.trim();
  const effectiveDate = typed ? (typedToIsoDate(typed, 'near') ?? null) : null;
  const dateProblem =
    typed && !effectiveDate
      ? POLICY_CHANGE_MESSAGES.effectiveDateInvalid
      : changeEffectiveDateMessage(effectiveDate ?? undefined, endDate, today);
  if (dateProblem) problems.effective_date = dateProblem;
  return { change, effectiveDate: dateProblem ? null : effectiveDate, problems };
}

/** The ways to pay a charge the quote offers, in the domain's order. */
export const payMethodsOf = (payBy: readonly string[]) =>
  CHANGE_PAYMENT_METHODS.filter((method) => payBy.includes(method));
