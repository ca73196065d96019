import { z } from 'zod';
import { createSessionStore } from '../src/lib/session-store';
import { gadgetQuoteAnswerSchema, type GadgetQuoteAnswer } from '@wallet/domain/test-product';

/** The form's answers as typed: the device chosen and the value as the field shows it. */
export type GadgetFormValues = { device: string; value_eur: string };

export const EMPTY_GADGET_FORM: GadgetFormValues = { device: '', value_eur: '' };

const gadgetJourneySchema = z.object({
  form: z.object({ device: z.string(), value_eur: z.string() }).optional(),
  quote: gadgetQuoteAnswerSchema.optional(),
});
export type GadgetJourney = z.infer<typeof gadgetJourneySchema>;

/** The gadget journey in session storage: it ends with the tab, like every journey's. */
const store = createSessionStore('wallet:gadget-journey', gadgetJourneySchema);

export function readGadgetJourney(): GadgetJourney {
  return store.read() ?? {};
}

export function saveGadgetQuote(form: GadgetFormValues, quote: GadgetQuoteAnswer): void {
  store.write({ form, quote });
}

export function clearGadgetJourney(): void {
  store.clear();
}
