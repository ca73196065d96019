/**
 * Travel's mid-term changes (issue 43): a partner or children added to the cover, winter sports or
 * business cover, and a single trip made annual multi-trip. The answers a change may alter, its
 * shape on the wire, its rules (the quote's own) and what it alters in words; the form and the
 * API share all of them.
 */
import { z } from 'zod';
import {
  calendarDateOf,
  compareDates,
  formatIsoDate,
  isoToDisplayDate,
  parseIsoDate,
} from '../dates/calendar-date.js';
import { birthDateProblem } from '../person/birth-date-rules.js';
import { DATE_OF_BIRTH_MESSAGES } from '../person/person-messages.js';
import { personalNameProblem } from '../personal/personal-rules.js';
import { POLICY_CHANGE_MESSAGES } from '../policy-changes/change-messages.js';
import type { PolicyChangeLine } from '../policy-changes/change-schemas.js';
import {
  CHILDREN_LIMITS,
  DESTINATION_ZONE_IDS,
  INSURED_PERSON_TYPES,
  INSURED_PERSON_TYPE_IDS,
  INSURED_PERSON_TYPE_LABELS,
  TRAVEL_LIMITS,
  TRIP_TYPES,
  TRIP_TYPE_IDS,
  TRIP_TYPE_LABELS,
  type InsuredPersonType,
} from './travel-constants.js';
import { YOUR_TRIP_MESSAGES } from './travel-messages.js';
import { coverDaysOf, travelCoverEnd, tripStartProblem } from './travel-rules.js';

const literalOf = <T extends number>(values: readonly T[]) =>
  z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<T>, ...z.ZodLiteral<T>[]]);
const isoDate = z.iso.date();
/** An answer the rules check with the forms' messages; the schema only bounds its size. */
const answerText = z.string().trim().max(200);

/** Ours: the spec has no words for what a change online may not do. */
export const TRAVEL_CHANGE_MESSAGES = {
  partnerAlreadyInsured: 'Your partner is already covered. Please call us to change their details.',
  childrenNotRemoved:
    'Children cannot be taken off your cover online. Please call us to talk it through.',
  alreadyMultiTrip: 'Your policy is already annual multi-trip.',
  tripTooLongForMultiTrip: `Annual multi-trip covers trips of up to ${TRAVEL_LIMITS.multiTripDaysPerTrip} days, and your trip is longer.`,
} as const;

export const travelChangePartnerSchema = z.strictObject({
  first_name: answerText,
  last_name: answerText,
  date_of_birth: isoDate,
});
export type TravelChangePartner = z.infer<typeof travelChangePartnerSchema>;

/** A travel policy's answers that a change may alter, as its current version stands. */
export const travelChangeableAnswersSchema = z.object({
  trip_type: literalOf(TRIP_TYPE_IDS),
  /** YYYY-MM-DD: the first and the last day of cover (a year on for annual multi-trip). */
  start_date: isoDate,
  end_date: isoDate,
  cover_days: z.number().int(),
  /** Not changed here: annual multi-trip keeps the zone of the trip it was bought for. */
  destination_zone_id: literalOf(DESTINATION_ZONE_IDS),
  /** Follows from who is covered (insuredPersonTypeOf). */
  insured_person_type: literalOf(INSURED_PERSON_TYPE_IDS),
  partner: travelChangePartnerSchema.nullable(),
  number_of_children: z.number().int().min(0).max(CHILDREN_LIMITS.max),
  winter_sports: z.boolean(),
  business: z.boolean(),
});
export type TravelChangeableAnswers = z.infer<typeof travelChangeableAnswersSchema>;

/** The change asked for: only what is given changes. */
export const travelPolicyChangeSchema = z.strictObject({
  /** A partner added to a cover without one. */
  partner: travelChangePartnerSchema.optional(),
  /** The children covered as they will stand (never fewer online). */
  number_of_children: z.number().int().min(0).max(CHILDREN_LIMITS.max).optional(),
  winter_sports: z.boolean().optional(),
  business: z.boolean().optional(),
  /** A single trip made annual multi-trip, from the trip's first day for a year. */
  annual_multi_trip: z.literal(true).optional(),
});
export type TravelPolicyChange = z.infer<typeof travelPolicyChangeSchema>;

/** Who is insured, as the quote names it, from whether a partner and children are covered. */
export function insuredPersonTypeOf(hasPartner: boolean, children: number): InsuredPersonType {
  if (hasPartner) {
    return children > 0 ? INSURED_PERSON_TYPES.youAndFamily : INSURED_PERSON_TYPES.youAndPartner;
  }
  return children > 0 ? INSURED_PERSON_TYPES.youAndChildren : INSURED_PERSON_TYPES.you;
}

/** The answers as the change will leave them. */
export function applyTravelChange(
  current: TravelChangeableAnswers,
  change: TravelPolicyChange,
): TravelChangeableAnswers {
  const partner = current.partner ?? change.partner ?? null;
  const children = change.number_of_children ?? current.number_of_children;
  const multiTrip = change.annual_multi_trip && current.trip_type === TRIP_TYPES.single;
  const start = parseIsoDate(current.start_date)!;
  return {
    ...current,
    ...(multiTrip
      ? {
          trip_type: TRIP_TYPES.annualMultiTrip,
          end_date: formatIsoDate(travelCoverEnd(TRIP_TYPES.annualMultiTrip, start, undefined)),
          cover_days: coverDaysOf(TRIP_TYPES.annualMultiTrip, start, undefined),
        }
      : {}),
    insured_person_type: insuredPersonTypeOf(partner !== null, children),
    partner,
    number_of_children: children,
    winter_sports: change.winter_sports ?? current.winter_sports,
    business: change.business ?? current.business,
  };
}

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;
const yesNo = (value: boolean) => (value ? 'Included' : 'Not included');
const partnerInWords = (partner: TravelChangePartner | null) =>
  partner
    ? `${partner.first_name} ${partner.last_name}, born ${displayDate(partner.date_of_birth)}`
    : 'None';

/** What the change alters, in words; empty when it alters nothing. */
export function travelChangeLines(
  before: TravelChangeableAnswers,
  after: TravelChangeableAnswers,
): PolicyChangeLine[] {
  const lines: PolicyChangeLine[] = [];
  const line = (label: string, was: string, will: string) => {
    if (was !== will) lines.push({ label, before: was, after: will });
  };
  line('Cover type', TRIP_TYPE_LABELS[before.trip_type], TRIP_TYPE_LABELS[after.trip_type]);
  line('Cover ends', displayDate(before.end_date), displayDate(after.end_date));
  line(
    'Who is insured',
    INSURED_PERSON_TYPE_LABELS[before.insured_person_type],
    INSURED_PERSON_TYPE_LABELS[after.insured_person_type],
  );
  line('Partner', partnerInWords(before.partner), partnerInWords(after.partner));
  line('Children', String(before.number_of_children), String(after.number_of_children));
  line('Winter sports', yesNo(before.winter_sports), yesNo(after.winter_sports));
  line('Business', yesNo(before.business), yesNo(after.business));
  return lines;
}

function birthProblem(isoDate: string, today: Date): string | undefined {
  const birth = parseIsoDate(isoDate);
  return birth ? birthDateProblem(birth, today) : DATE_OF_BIRTH_MESSAGES.invalid;
}

/**
 * What stops a single trip becoming annual multi-trip (the quote's rules): a trip longer than an
 * annual policy covers at a time, and a first day further ahead than an annual policy may start
 * (a trip already begun has started its cover). The insurer's own limits (its age limit) answer
 * as a decline when the change is rated.
 */
function multiTripProblem(current: TravelChangeableAnswers, today: Date): string | undefined {
  if (current.trip_type !== TRIP_TYPES.single) return TRAVEL_CHANGE_MESSAGES.alreadyMultiTrip;
  if (current.cover_days > TRAVEL_LIMITS.multiTripDaysPerTrip) {
    return TRAVEL_CHANGE_MESSAGES.tripTooLongForMultiTrip;
  }
  const start = parseIsoDate(current.start_date)!;
  if (compareDates(start, calendarDateOf(today)) < 0) return undefined;
  return tripStartProblem(start, TRIP_TYPES.annualMultiTrip, today);
}

/**
 * What is wrong with a change, by field (the quote's own rules and messages): a partner's name and
 * date of birth, only added where none is covered; children never fewer; the switch to annual
 * multi-trip where its rules allow; and a change that alters nothing. `today` is the caller's day.
 */
export function travelChangeProblems(
  current: TravelChangeableAnswers,
  change: TravelPolicyChange,
  today: Date,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const at = (key: string, problem: string | undefined) => {
    if (problem) problems[key] = problem;
  };
  if (change.partner) {
    if (current.partner) {
      at('partner', TRAVEL_CHANGE_MESSAGES.partnerAlreadyInsured);
    } else {
      at(
        'partner.first_name',
        personalNameProblem(change.partner.first_name, YOUR_TRIP_MESSAGES.partnerFirstNameRequired),
      );
      at(
        'partner.last_name',
        personalNameProblem(change.partner.last_name, YOUR_TRIP_MESSAGES.partnerLastNameRequired),
      );
      at('partner.date_of_birth', birthProblem(change.partner.date_of_birth, today));
    }
  }
  if (
    change.number_of_children !== undefined &&
    change.number_of_children < current.number_of_children
  ) {
    at('number_of_children', TRAVEL_CHANGE_MESSAGES.childrenNotRemoved);
  }
  if (change.annual_multi_trip) at('annual_multi_trip', multiTripProblem(current, today));
  if (
    Object.keys(problems).length === 0 &&
    travelChangeLines(current, applyTravelChange(current, change)).length === 0
  ) {
    problems.change = POLICY_CHANGE_MESSAGES.nothingChanged;
  }
  return problems;
}
