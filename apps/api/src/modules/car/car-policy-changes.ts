/**
 * Car's mid-term changes priced by the car insurer (issue 43): the quote's payload with the change
 * applied, checked with the quote's rules and the vehicle catalogue, and rated with the same engine
 * at the same cover level, type and extras as the cover as it stands.
 */
import {
  CAR_CHANGE_MESSAGES,
  POLICY_CHANGE_MESSAGES,
  applyCarChange,
  carChangeLines,
  carChangeProblems,
  carPolicyChangeSchema,
  insurerNameOf,
  type CarChangeableAnswers,
  type CarCoverLevel,
  type CarQuotePayload,
} from '@wallet/domain';
import { CAR_INSURER_CODE, type CarLevelQuoted } from '../../adapters/insurers/car-insurer-port.js';
import type { QuoteSnapshot } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, HttpError } from '../../lib/http-errors.js';
import { frozenQuoteOf } from '../checkout/index.js';
import { parsedChange, refuseProblems, type PolicyChangeProduct } from '../policy-changes/index.js';
import type { VehicleCatalogue } from '../vehicles/index.js';
import { chosenLevelOf } from './car-checkout-product.js';
import type { CarInsurerAnswers, StoredCarQuote } from './car-quotes-repository.js';
import { catalogueDifferences, type CarQuotesService } from './car-quotes-service.js';

/** What the customer bought, read from a policy's quote state: the payload and its priced level. */
interface BoughtCarQuote {
  payload: CarQuotePayload;
  level: CarCoverLevel;
  rated: CarLevelQuoted;
}

/** The bought quote as the payment froze it, or a change left it; nothing when unreadable. */
function boughtCarQuoteOf(snapshot: QuoteSnapshot): BoughtCarQuote | undefined {
  const stored = frozenQuoteOf<StoredCarQuote>(snapshot);
  const payload = stored.request?.motor_quote;
  if (!payload || !stored.answers?.premiumIds) return undefined;
  const chosen = chosenLevelOf(stored, snapshot.choice);
  return chosen && { payload, level: chosen.level, rated: chosen.rated };
}

function answersOfBought(payload: CarQuotePayload): CarChangeableAnswers {
  const vehicle = payload.cover_details.vehicle_details;
  return {
    vehicle: {
      registration: vehicle.registration ?? '',
      abi_code: vehicle.abi_code,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      version: vehicle.version,
      fuel: vehicle.fuel,
      cc: vehicle.cc,
      risk: vehicle.risk,
      value: vehicle.value,
      years_owned_vehicle: vehicle.years_owned_vehicle,
    },
    km_per_year: vehicle.km_per_year,
    additional_drivers: payload.additional_drivers,
  };
}

/** The payload as the change leaves it: the car, its kilometres and the named drivers. */
function payloadAfter(payload: CarQuotePayload, after: CarChangeableAnswers): CarQuotePayload {
  const cover = payload.cover_details;
  return {
    ...payload,
    cover_details: {
      ...cover,
      vehicle_details: {
        ...cover.vehicle_details,
        ...after.vehicle,
        km_per_year: after.km_per_year,
      },
    },
    additional_drivers: after.additional_drivers,
  };
}

function refused(problems: Record<string, string[]>): void {
  if (Object.keys(problems).length > 0) throw new FieldValidationError(problems);
}

export function createCarPolicyChanges(deps: {
  carQuotes: Pick<CarQuotesService, 'rate'>;
  vehicles: Pick<VehicleCatalogue, 'lookUpRegistration'>;
  clock: Clock;
}): PolicyChangeProduct {
  /**
   * The catalogue is the authority on the car (as for a new quote): a change names it by a
   * registration the catalogue knows, and its make, model, version, fuel, size and ABI group are
   * the catalogue's.
   */
  async function vehicleProblems(
    vehicle: CarChangeableAnswers['vehicle'],
  ): Promise<Record<string, string[]>> {
    const found = await deps.vehicles.lookUpRegistration(vehicle.registration, deps.clock());
    if (found.kind === 'invalid') return { 'vehicle.registration': [found.problem] };
    if (found.kind === 'not-found') {
      return { 'vehicle.registration': [CAR_CHANGE_MESSAGES.unknownRegistration] };
    }
    return catalogueDifferences(vehicle, found.vehicle, 'vehicle');
  }

  return {
    scheduleDocument: 'motor-schedule',

    answersOf(snapshot) {
      const bought = boughtCarQuoteOf(snapshot);
      return bought && answersOfBought(bought.payload);
    },

    async price({ snapshot }, rawChange) {
      const bought = boughtCarQuoteOf(snapshot);
      if (!bought) throw new FieldValidationError({ policy: [POLICY_CHANGE_MESSAGES.notOnline] });
      const change = parsedChange(carPolicyChangeSchema, rawChange);
      const current = answersOfBought(bought.payload);
      const problems = carChangeProblems(current, change, deps.clock());
      refuseProblems(problems);
      if (change.vehicle) refused(await vehicleProblems(change.vehicle));
      const after = applyCarChange(current, change);
      const lines = carChangeLines(current, after);
      const payload = payloadAfter(bought.payload, after);
      const insurerName = insurerNameOf(CAR_INSURER_CODE);
      const [now, changed] = await Promise.all([
        deps.carQuotes.rate(bought.payload),
        deps.carQuotes.rate(payload),
      ]);
      if (!now || !changed) {
        throw new HttpError(
          503,
          'EXTERNAL_SERVICE_UNAVAILABLE',
          `${insurerName} could not be reached to price your change. Please try again in a few minutes.`,
        );
      }
      // The level bought, with its cover type and extras: the change alters neither.
      const rated = changed.levels[bought.level];
      if (rated.outcome !== 'quoted') {
        return rated.outcome === 'referred'
          ? { outcome: 'referred', message: POLICY_CHANGE_MESSAGES.referred(insurerName), lines }
          : { outcome: 'declined', message: POLICY_CHANGE_MESSAGES.declined(insurerName), lines };
      }
      // The cover as it stands, rated now: what the change itself adds or takes away.
      const standing = now.levels[bought.level];
      const nowCents =
        standing.outcome === 'quoted'
          ? standing.premium.singlePaymentCents
          : bought.rated.premium.singlePaymentCents;
      // The level's premium id stays the policy's choice, so the next version reads as the first.
      const answers: CarInsurerAnswers = {
        rating: changed,
        premiumIds: {
          popular: bought.level === 'popular' ? snapshot.choice : null,
          prestige: bought.level === 'prestige' ? snapshot.choice : null,
        },
      };
      return {
        outcome: 'priced',
        deltaAnnualCents: rated.premium.singlePaymentCents - nowCents,
        snapshot: {
          ...snapshot,
          request: { ...snapshot.request, motor_quote: payload },
          answers: answers as unknown as Record<string, unknown>,
        },
        lines,
      };
    },
  };
}
