/**
 * Travel's mid-term changes priced by the travel insurer (issue 43): the quote's request with the
 * change applied, rated with the same engine and rules as a new quote. A single trip made annual
 * multi-trip moves the policy's last day a year on from its first (decision 0038).
 */
import {
  POLICY_CHANGE_MESSAGES,
  TRAVEL_EXTRAS,
  TRAVEL_INSURER,
  TRAVEL_QUOTE_NAMES,
  TRIP_TYPES,
  PARTNER_HOLDER_TYPE,
  applyTravelChange,
  insurerNameOf,
  travelChangeLines,
  travelChangeProblems,
  travelPolicyChangeSchema,
  type TravelChangeableAnswers,
  type TravelQuotePayload,
} from '@wallet/domain';
import type { TravelQuoted } from '../../adapters/insurers/travel-insurer-port.js';
import type { QuoteSnapshot } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, HttpError } from '../../lib/http-errors.js';
import { frozenQuoteOf } from '../checkout/index.js';
import { parsedChange, refuseProblems, type PolicyChangeProduct } from '../policy-changes/index.js';
import { newQuoteReference } from '../quotes/index.js';
import { travelCoverEndOf } from './travel-quote-answer.js';
import type {
  StoredTravelQuote,
  TravelInsurerAnswers,
  TravelQuoteRecord,
} from './travel-quotes-repository.js';
import {
  quotedChoiceOf,
  travelChoiceOf,
  type TravelQuotesService,
} from './travel-quotes-service.js';

/** What the customer bought, as a policy's quote state holds it: the request and its rating. */
function boughtTravelQuoteOf(
  snapshot: QuoteSnapshot,
): { record: TravelQuoteRecord; rating: TravelQuoted } | undefined {
  const stored = frozenQuoteOf<StoredTravelQuote>(snapshot);
  if (!stored.request?.travel_quote) return undefined;
  const rating = quotedChoiceOf(stored, snapshot.choice);
  return rating && { record: stored.request, rating };
}

function answersOfBought(quote: TravelQuotePayload): TravelChangeableAnswers {
  const cover = quote.cover_details;
  const partner = quote.additional_holder_details[0];
  return {
    trip_type: cover.trip_type,
    start_date: cover.start_date,
    end_date: travelCoverEndOf(quote),
    cover_days: cover.cover_days,
    destination_zone_id: cover.destination_zone_id,
    insured_person_type: cover.insured_person_type,
    partner: partner
      ? {
          first_name: partner.first_name,
          last_name: partner.last_name,
          date_of_birth: partner.date_of_birth,
        }
      : null,
    number_of_children: quote.policy_holder_details.number_of_children,
    winter_sports: cover.addons_selected.includes(TRAVEL_EXTRAS.winterSports),
    business: cover.addons_selected.includes(TRAVEL_EXTRAS.business),
  };
}

/** The quote's request as the change leaves it: who is insured, the extras, the trip type. */
function changedQuote(
  quote: TravelQuotePayload,
  after: TravelChangeableAnswers,
): TravelQuotePayload {
  const cover = quote.cover_details;
  const extras = new Set(cover.addons_selected);
  const choose = (extra: (typeof cover.addons_selected)[number], chosen: boolean) =>
    chosen ? extras.add(extra) : extras.delete(extra);
  choose(TRAVEL_EXTRAS.winterSports, after.winter_sports);
  choose(TRAVEL_EXTRAS.business, after.business);
  const multiTrip =
    cover.trip_type === TRIP_TYPES.single && after.trip_type === TRIP_TYPES.annualMultiTrip;
  return {
    ...quote,
    policy_holder_details: {
      ...quote.policy_holder_details,
      number_of_children: after.number_of_children,
    },
    cover_details: {
      ...cover,
      insured_person_type: after.insured_person_type,
      addons_selected: [...extras].sort((a, b) => a - b),
      // Annual multi-trip names no end date and no country: the quote's own switch does the same.
      ...(multiTrip
        ? {
            trip_type: TRIP_TYPES.annualMultiTrip,
            end_date: null,
            destination_country: null,
            cover_days: after.cover_days,
          }
        : {}),
    },
    additional_holder_details: after.partner
      ? [{ holder_type: PARTNER_HOLDER_TYPE, ...after.partner }]
      : [],
  };
}

export function createTravelPolicyChanges(deps: {
  travelQuotes: Pick<TravelQuotesService, 'rate'>;
  clock: Clock;
}): PolicyChangeProduct {
  return {
    // The certificate is travel's schedule: a change reissues it as the endorsement schedule.
    scheduleDocument: 'travel-certificate',

    answersOf(snapshot: QuoteSnapshot) {
      const bought = boughtTravelQuoteOf(snapshot);
      return bought && answersOfBought(bought.record.travel_quote);
    },

    async price({ snapshot }, rawChange) {
      const bought = boughtTravelQuoteOf(snapshot);
      if (!bought) throw new FieldValidationError({ policy: [POLICY_CHANGE_MESSAGES.notOnline] });
      const change = parsedChange(travelPolicyChangeSchema, rawChange);
      const quote = bought.record.travel_quote;
      const current = answersOfBought(quote);
      const problems = travelChangeProblems(current, change, deps.clock());
      refuseProblems(problems);
      const after = applyTravelChange(current, change);
      const lines = travelChangeLines(current, after);
      const payload = changedQuote(quote, after);
      const [now, changed] = await Promise.all([
        deps.travelQuotes.rate(quote),
        deps.travelQuotes.rate(payload),
      ]);
      const insurerName = insurerNameOf(TRAVEL_INSURER.code);
      if (now === null || changed === null) {
        throw new HttpError(
          503,
          'EXTERNAL_SERVICE_UNAVAILABLE',
          `${insurerName} could not be reached to price your change. Please try again in a few minutes.`,
        );
      }
      if (changed.outcome !== 'quoted') {
        return changed.outcome === 'referred'
          ? { outcome: 'referred', message: POLICY_CHANGE_MESSAGES.referred(insurerName), lines }
          : { outcome: 'declined', message: POLICY_CHANGE_MESSAGES.declined(insurerName), lines };
      }
      // The cover as it stands, rated now: what the change itself adds or takes away.
      const nowCents =
        now.outcome === 'quoted' ? now.premium.totalCents : bought.rating.premium.totalCents;
      const premiumId = newQuoteReference('TP');
      const answers: TravelInsurerAnswers = { rating: changed, premiumId };
      const single = payload.cover_details.trip_type === TRIP_TYPES.single;
      const record: TravelQuoteRecord = {
        travel_quote: payload,
        single_trip: single ? payload.cover_details : bought.record.single_trip,
      };
      return {
        outcome: 'priced',
        deltaAnnualCents: changed.premium.totalCents - nowCents,
        snapshot: {
          ...snapshot,
          request: { ...snapshot.request, ...record },
          answers: answers as unknown as Record<string, unknown>,
          choice: travelChoiceOf(TRAVEL_QUOTE_NAMES[payload.cover_details.trip_type], premiumId),
        },
        lines,
        ...(after.end_date !== current.end_date ? { endDate: after.end_date } : {}),
      };
    },
  };
}
