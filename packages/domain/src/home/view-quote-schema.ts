import { z } from 'zod';
import { DEFAULT_EXCESS_CODE, EXCESS_CODES, excessAmountOf, type ExcessCode } from './excess.js';
import { report } from '../fields/field-rules.js';
import { VIEW_QUOTE_MESSAGES } from './home-messages.js';

const M = VIEW_QUOTE_MESSAGES;

const viewQuoteValuesSchema = z.object({
  excess: z.enum([...EXCESS_CODES, ''], { error: M.excessRequired }),
  accidentalDamage: z.boolean().nullable(),
  ncdProtectionPlus: z.boolean(),
  homeEmergencyAssist: z.boolean(),
});
export type ViewQuoteValues = z.input<typeof viewQuoteValuesSchema>;

/**
 * home.md 3 and 4: the standard excess, and no extras. Accidental damage starts as No because
 * home.md 4 defaults it to false when nothing is stored, and its switch is not shown to every
 * quote, so an unanswered default could never be answered.
 */
export const VIEW_QUOTE_DEFAULTS: ViewQuoteValues = {
  excess: DEFAULT_EXCESS_CODE,
  accidentalDamage: false,
  ncdProtectionPlus: false,
  homeEmergencyAssist: false,
};

export interface ViewQuoteData {
  excess: ExcessCode;
  /** The policy excess of the code, in euro. */
  excessAmountEur: number;
  accidentalDamage: boolean;
  ncdProtectionPlus: boolean;
  homeEmergencyAssist: boolean;
}

export function toViewQuoteData(values: ViewQuoteValues): ViewQuoteData {
  const excess = (values.excess || DEFAULT_EXCESS_CODE) as ExcessCode;
  return {
    excess,
    excessAmountEur: excessAmountOf(excess),
    accidentalDamage: values.accidentalDamage === true,
    ncdProtectionPlus: values.ncdProtectionPlus,
    homeEmergencyAssist: values.homeEmergencyAssist,
  };
}

/** home.md 5 (View quote): an excess option and an accidental-damage answer are required. */
export const viewQuoteSchema = viewQuoteValuesSchema
  .superRefine((values, context) => {
    if (!values.excess) report(context, ['excess'], M.excessRequired);
    if (values.accidentalDamage === null) {
      report(context, ['accidentalDamage'], M.accidentalDamageRequired);
    }
  })
  .transform((values): ViewQuoteData => toViewQuoteData(values));
