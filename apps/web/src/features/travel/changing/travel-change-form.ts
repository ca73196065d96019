import {
  TRIP_TYPES,
  dateOfBirthProblem,
  formatIsoDate,
  parseIsoDate,
  parseTypedDate,
  travelChangeProblems,
  travelChangeableAnswersSchema,
  travelCoverEnd,
  type TravelChangeableAnswers,
  type TravelPolicyChange,
} from '@wallet/domain';
import type { ChangeProblems } from '../../../lib/policy-change-form';
import type { SummaryError } from '../../../ui/error-summary';

/** Travel's change form as typed: the partner's date of birth as DD/MM/YYYY, children as chosen. */
export type TravelChangeDraft = {
  addPartner: boolean;
  partnerFirstName: string;
  partnerLastName: string;
  partnerDob: string;
  children: string;
  winterSports: boolean;
  business: boolean;
  annualMultiTrip: boolean;
};

/** The form's field ids, which the error summary links to, by the API's keys. */
export const TRAVEL_CHANGE_FIELD_IDS = {
  'partner.first_name': 'change-partner-first-name',
  'partner.last_name': 'change-partner-last-name',
  'partner.date_of_birth': 'change-partner-dob',
  partner: 'change-add-partner',
  number_of_children: 'change-children',
  annual_multi_trip: 'change-annual-multi-trip',
} as const;
type FieldKey = keyof typeof TRAVEL_CHANGE_FIELD_IDS;
const FIELD_KEYS = Object.keys(TRAVEL_CHANGE_FIELD_IDS) as FieldKey[];

export function readTravelAnswers(
  answers: Record<string, unknown>,
): TravelChangeableAnswers | null {
  const parsed = travelChangeableAnswersSchema.safeParse(answers);
  return parsed.success ? parsed.data : null;
}

/** The form as the policy stands. */
export function travelDraftOf(answers: TravelChangeableAnswers): TravelChangeDraft {
  return {
    addPartner: false,
    partnerFirstName: '',
    partnerLastName: '',
    partnerDob: '',
    children: String(answers.number_of_children),
    winterSports: answers.winter_sports,
    business: answers.business,
    annualMultiTrip: answers.trip_type === TRIP_TYPES.annualMultiTrip,
  };
}

/** The last day of cover a switch to annual multi-trip gives: a year from the trip's first day. */
export function annualCoverEndOf(answers: TravelChangeableAnswers): string {
  const start = parseIsoDate(answers.start_date)!;
  return formatIsoDate(travelCoverEnd(TRIP_TYPES.annualMultiTrip, start, undefined));
}

/**
 * The change the draft asks for, only what differs from the policy as it stands, and what is
 * wrong with it (the domain's rules, the API's own messages). The partner's date of birth is read
 * as typed first: one that names no day is this form's own problem, in the quote form's words.
 */
export function travelChangeOf(
  answers: TravelChangeableAnswers,
  draft: TravelChangeDraft,
  today: Date = new Date(),
): { change: TravelPolicyChange; problems: ChangeProblems } {
  const change: TravelPolicyChange = {};
  const typedProblems: ChangeProblems = {};
  if (draft.addPartner && !answers.partner) {
    const birth = parseTypedDate(draft.partnerDob, 'past', today);
    const dobProblem = dateOfBirthProblem(draft.partnerDob, today);
    if (dobProblem) typedProblems['partner.date_of_birth'] = dobProblem;
    change.partner = {
      first_name: draft.partnerFirstName.trim(),
      last_name: draft.partnerLastName.trim(),
      date_of_birth: birth ? formatIsoDate(birth) : '',
    };
  }
  const children = Number(draft.children);
  if (children !== answers.number_of_children) change.number_of_children = children;
  if (draft.winterSports !== answers.winter_sports) change.winter_sports = draft.winterSports;
  if (draft.business !== answers.business) change.business = draft.business;
  if (draft.annualMultiTrip && answers.trip_type === TRIP_TYPES.single) {
    change.annual_multi_trip = true;
  }
  return {
    change,
    problems: { ...travelChangeProblems(answers, change, today), ...typedProblems },
  };
}

/** The summary's lines for travel's own fields, in the form's order, each linked to its field. */
export function travelSummaryOf(
  _draft: TravelChangeDraft,
  problems: ChangeProblems,
): SummaryError[] {
  return FIELD_KEYS.filter((key) => problems[key]).map((key) => ({
    fieldId: TRAVEL_CHANGE_FIELD_IDS[key],
    message: problems[key]!,
  }));
}

export const travelShowsProblem = (key: string) => (FIELD_KEYS as string[]).includes(key);
