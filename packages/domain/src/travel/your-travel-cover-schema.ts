import { z } from 'zod';
import { report, type Problem } from '../fields/field-rules.js';
import { TRAVEL_EXTRA_IDS, type TravelExtra } from './travel-constants.js';
import { YOUR_TRAVEL_COVER_MESSAGES as M } from './travel-messages.js';
import type { CarHireEligibility } from './travel-rules.js';
import { chosenCoverExtras } from './your-travel-cover-values.js';

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
  /** As the customer left the boxes: the server refuses a quote without them (never assumed). */
  dataProtectionConsent: boolean;
  chubbTOBConsent: boolean;
}

export function toYourTravelCoverData(values: YourTravelCoverValues): YourTravelCoverData {
  return {
    extras: chosenCoverExtras(values),
    dataProtectionConsent: values.dataProtectionConsent === true,
    chubbTOBConsent: values.chubbTOBConsent === true,
  };
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
