import { z } from 'zod';
import { report, type Problem } from '../home/home-field-rules.js';
import { TRAVEL_EXTRAS, TRAVEL_EXTRA_IDS, type TravelExtra } from './travel-constants.js';
import { YOUR_TRAVEL_COVER_MESSAGES as M } from './travel-messages.js';
import type { CarHireEligibility } from './travel-rules.js';

/**
 * car-travel-payment.md 2, 3 and 5: the travel Your cover card: three optional extras, each a yes
 * or no kept in step with the list of chosen extra ids (excess), and the two consents.
 */

const yesNo = z.boolean().nullable();

export const yourTravelCoverValuesSchema = z.object({
  /** The ids of the extras switched on (1 winter sports, 3 car hire, 4 business). */
  excess: z
    .array(z.union(TRAVEL_EXTRA_IDS.map((id) => z.literal(id))))
    .max(TRAVEL_EXTRA_IDS.length),
  carHireExcess: yesNo,
  winterSportsExcess: yesNo,
  businessExpenseExcess: yesNo,
  dataProtectionConsent: z.boolean(),
  chubbTOBConsent: z.boolean(),
});
export type YourTravelCoverValues = z.input<typeof yourTravelCoverValuesSchema>;

export const YOUR_TRAVEL_COVER_DEFAULTS: YourTravelCoverValues = {
  excess: [],
  carHireExcess: null,
  winterSportsExcess: null,
  businessExpenseExcess: null,
  dataProtectionConsent: false,
  chubbTOBConsent: false,
};

/** The yes or no of each extra Your cover asks about. */
export const COVER_EXTRA_FIELDS = {
  winterSportsExcess: TRAVEL_EXTRAS.winterSports,
  carHireExcess: TRAVEL_EXTRAS.carHire,
  businessExpenseExcess: TRAVEL_EXTRAS.business,
} as const satisfies Record<string, TravelExtra>;
export type CoverExtraField = keyof typeof COVER_EXTRA_FIELDS;

function checkYourCover(
  values: YourTravelCoverValues,
  context: z.RefinementCtx,
  carHire: CarHireEligibility,
): void {
  const at = (path: string, problem: Problem) => report(context, [path], problem);
  at('winterSportsExcess', values.winterSportsExcess === null ? M.answerRequired : undefined);
  at('businessExpenseExcess', values.businessExpenseExcess === null ? M.answerRequired : undefined);
  if (carHire.eligible) {
    at('carHireExcess', values.carHireExcess === null ? M.answerRequired : undefined);
  } else if (values.carHireExcess === true) {
    // The form clears it (withCarHireEligibility); a value that slips through is not kept.
    at('carHireExcess', carHire.notice ?? M.carHireZoneNotice);
  }
  at(
    'dataProtectionConsent',
    values.dataProtectionConsent ? undefined : M.dataProtectionConsentRequired,
  );
  at('chubbTOBConsent', values.chubbTOBConsent ? undefined : M.chubbConsentRequired);
}

/** Your cover once checked: the extras chosen, in id order. */
export interface YourTravelCoverData {
  extras: TravelExtra[];
  dataProtectionConsent: true;
  chubbTOBConsent: true;
}

/** The extras the answers switch on, in id order: the yes or no answers decide, not the list. */
export function chosenCoverExtras(values: YourTravelCoverValues): TravelExtra[] {
  return (Object.entries(COVER_EXTRA_FIELDS) as [CoverExtraField, TravelExtra][])
    .filter(([field]) => values[field] === true)
    .map(([, id]) => id)
    .sort((a, b) => a - b);
}

export function toYourTravelCoverData(values: YourTravelCoverValues): YourTravelCoverData {
  return { extras: chosenCoverExtras(values), dataProtectionConsent: true, chubbTOBConsent: true };
}

export interface YourTravelCoverContext {
  /** Whether car hire is offered: carHireEligibility of the About you and Your trip answers. */
  carHire: CarHireEligibility;
}

/** car-travel-payment.md 5 (Travel, cover): the schema; its output is the clean data. */
export function yourTravelCoverSchema({ carHire }: YourTravelCoverContext) {
  return yourTravelCoverValuesSchema
    .superRefine((values, context) => checkYourCover(values, context, carHire))
    .transform((values): YourTravelCoverData => toYourTravelCoverData(values));
}
export type YourTravelCoverSchema = ReturnType<typeof yourTravelCoverSchema>;
