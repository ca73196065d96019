/**
 * Home's mid-term changes priced by the policy's insurer (issue 43): the quote's request with the
 * change applied, rated with the same engine, excess and discounts as the cover as it stands.
 */
import {
  POLICY_CHANGE_MESSAGES,
  applyHomeChange,
  homeChangeLines,
  homeChangeProblems,
  homePolicyChangeSchema,
  insurerNameOf,
  type HomeChangeableAnswers,
  type HomeQuotePayload,
} from '@wallet/domain';
import type { HomeQuoted } from '../../adapters/insurers/home-insurer-port.js';
import type { QuoteSnapshot } from '../../db/schema.js';
import { FieldValidationError, HttpError } from '../../lib/http-errors.js';
import { parsedChange, refuseProblems, type PolicyChangeProduct } from '../policy-changes/index.js';
import { boughtExtrasOf, boughtHomeQuoteOf } from './bought-home-quote.js';
import type { HomeDiscounts } from './home-discounts.js';
import type { HomeInsurerAnswers } from './home-quotes-repository.js';
import type { HomeQuotesService } from './home-quotes-service.js';

function answersOfBought(payload: HomeQuotePayload, rating: HomeQuoted): HomeChangeableAnswers {
  const cover = payload.cover_details;
  const extras = boughtExtrasOf(rating);
  return {
    buildings_amount: cover.buildings_amount,
    contents_amount: cover.contents_amount,
    specified_items: cover.specified_items,
    accidental_damage: extras.contentsAccidentalDamage,
    home_emergency: extras.homeEmergencyAssist,
    county: cover.risk_address.county ?? '',
    correspondence_address: payload.policy_holder_details.correspondence_address ?? null,
  };
}

export function createHomePolicyChanges(deps: {
  homeQuotes: Pick<HomeQuotesService, 'rateWith'>;
  discounts: Pick<HomeDiscounts, 'ofQuote'>;
}): PolicyChangeProduct {
  return {
    scheduleDocument: 'policy-schedule',

    answersOf(snapshot: QuoteSnapshot) {
      const bought = boughtHomeQuoteOf(snapshot);
      return bought && answersOfBought(bought.payload, bought.rating);
    },

    async price({ policy, snapshot }, rawChange) {
      const bought = boughtHomeQuoteOf(snapshot);
      if (!bought) throw new FieldValidationError({ policy: [POLICY_CHANGE_MESSAGES.notOnline] });
      const change = parsedChange(homePolicyChangeSchema, rawChange);
      const current = answersOfBought(bought.payload, bought.rating);
      const problems = homeChangeProblems(current, change);
      refuseProblems(problems);
      const after = applyHomeChange(current, change);
      const lines = homeChangeLines(current, after);
      const payload: HomeQuotePayload = {
        ...bought.payload,
        policy_holder_details: {
          ...bought.payload.policy_holder_details,
          correspondence_address: after.correspondence_address,
        },
        cover_details: {
          ...bought.payload.cover_details,
          buildings_amount: after.buildings_amount,
          contents_amount: after.contents_amount,
          specified_items: after.specified_items,
        },
      };
      const currentExtras = boughtExtrasOf(bought.rating);
      const extras = {
        ...currentExtras,
        contentsAccidentalDamage: after.accidental_damage,
        homeEmergencyAssist: after.home_emergency,
      };
      const discounts = await deps.discounts.ofQuote(bought.payload, policy.ownerUserId);
      const choices = { excessCode: bought.excessCode, discounts };
      const [now, changed] = await Promise.all([
        deps.homeQuotes.rateWith(bought.insurer, bought.payload, {
          ...choices,
          addons: currentExtras,
        }),
        deps.homeQuotes.rateWith(bought.insurer, payload, { ...choices, addons: extras }),
      ]);
      if (now === 'unavailable' || changed === 'unavailable') {
        throw new HttpError(
          503,
          'EXTERNAL_SERVICE_UNAVAILABLE',
          `${insurerNameOf(bought.insurer)} could not be reached to price your change. Please try again in a few minutes.`,
        );
      }
      const insurerName = insurerNameOf(bought.insurer);
      if (changed.outcome !== 'quoted') {
        return changed.outcome === 'referred'
          ? { outcome: 'referred', message: POLICY_CHANGE_MESSAGES.referred(insurerName), lines }
          : { outcome: 'declined', message: POLICY_CHANGE_MESSAGES.declined(insurerName), lines };
      }
      // The cover as it stands, rated now: what the change itself adds or takes away.
      const nowCents =
        now.outcome === 'quoted' ? now.annualPremiumCents : bought.rating.annualPremiumCents;
      const answers: HomeInsurerAnswers = {
        ratings: [{ insurer: bought.insurer, rating: changed, excessCode: bought.excessCode }],
        unavailable: [],
      };
      return {
        outcome: 'priced',
        deltaAnnualCents: changed.annualPremiumCents - nowCents,
        snapshot: {
          ...snapshot,
          request: { ...snapshot.request, home_quote: payload },
          answers: answers as unknown as Record<string, unknown>,
          choice: changed.schemeCode,
        },
        lines,
      };
    },
  };
}
