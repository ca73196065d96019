import {
  renewalAnswersPayloadSchema,
  type MandateOnFileOffer,
  type RenewalAnswersPayload,
} from '@wallet/domain';
import { z } from 'zod';

/**
 * What a home renewal's summary hands the checkout in the quote-payment record's details, beside
 * home's (home.md 2 'Renewal screens'): the renewal questions as answered, which the renewal's
 * bind carries. The renewal screens write it and the checkout's renewal entry reads it.
 */
const renewalPaymentDetailsSchema = z.object({ renewalAnswers: renewalAnswersPayloadSchema });
const mandateOnFileDetailsSchema = z.object({
  mandateOnFile: z.object({ accountEnding: z.string(), collectionDay: z.number().int() }),
});

/**
 * The renewal's details for the checkout: the answers, and the direct debit on file that the
 * renewal with the same insurer may be paid on ('Use the account ending 1234').
 */
export function withRenewalAnswers(
  details: Record<string, unknown>,
  renewalAnswers: RenewalAnswersPayload,
  mandateOnFile: MandateOnFileOffer | null = null,
): Record<string, unknown> {
  return { ...details, renewalAnswers, ...(mandateOnFile && { mandateOnFile }) };
}

/** The direct debit on file the renewal may be paid on, or null when none is offered. */
export function mandateOnFileOfDetails(details: unknown): MandateOnFileOffer | null {
  const parsed = mandateOnFileDetailsSchema.safeParse(details);
  return parsed.success ? parsed.data.mandateOnFile : null;
}

/** The renewal answers a quote-payment record's details carry, or null when they carry none. */
export function renewalAnswersOfDetails(details: unknown): RenewalAnswersPayload | null {
  const parsed = renewalPaymentDetailsSchema.safeParse(details);
  return parsed.success ? parsed.data.renewalAnswers : null;
}
