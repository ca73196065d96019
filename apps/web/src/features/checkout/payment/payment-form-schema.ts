import {
  PAYMENT_FREQUENCIES_BY_PRODUCT,
  PAYMENT_MESSAGES,
  bicProblem,
  ibanProblem,
  isMonthly,
  nameOnCardProblem,
  normaliseBankCode,
  normalisePersonName,
  paymentFormSchema,
  report,
  type PaymentFormData,
  type PaymentFormValues,
  type PolicyType,
} from '@wallet/domain';
import { z } from 'zod';

/**
 * What the payment form gives the page: the domain's payment data, and for a monthly payment that
 * starts with a card deposit, the name on the card that pays it.
 */
export type CheckoutPaymentData = PaymentFormData & { depositNameOnCard?: string };

const paymentFormValuesSchema = z.object({
  paymentFrequency: z.string(),
  nameOnCard: z.string(),
  cardIsValid: z.boolean(),
  bic: z.string(),
  iban: z.string(),
  directDebitPaymentDate: z.string(),
  directDebitLegalText: z.boolean(),
}) satisfies z.ZodType<PaymentFormValues>;

/**
 * The payment form's schema for a product (car-travel-payment.md 5): the domain's
 * paymentFormSchema as it is, except for a monthly payment that starts with a deposit paid by
 * card (car), which is checked by the domain's card rules (name on card, card details) and its
 * bank rules (IBAN, BIC, the mandate accepted) together, and is collected on the day the product
 * sets instead of a day chosen.
 *
 * TODO(domain): the deposit case belongs in the domain's paymentFormSchema (payment-form.ts),
 * which today knows the chosen collection days of home only.
 */
export function paymentFormSchemaFor(
  policyType: PolicyType,
  deposit: { collectionDay: number } | null,
): z.ZodType<CheckoutPaymentData, PaymentFormValues> {
  const domainSchema = paymentFormSchema(policyType);
  if (!deposit) return domainSchema;
  const allowed: readonly string[] = PAYMENT_FREQUENCIES_BY_PRODUCT[policyType];
  return paymentFormValuesSchema
    .superRefine((values, context) => {
      if (allowed.includes(values.paymentFrequency) && isMonthly(values.paymentFrequency)) {
        report(context, ['nameOnCard'], nameOnCardProblem(values.nameOnCard));
        if (!values.cardIsValid) {
          report(context, ['cardIsValid'], PAYMENT_MESSAGES.cardDetailsRequired);
        }
        report(context, ['iban'], ibanProblem(values.iban));
        report(context, ['bic'], bicProblem(values.bic));
        if (!values.directDebitLegalText) {
          report(context, ['directDebitLegalText'], PAYMENT_MESSAGES.directDebitTermsRequired);
        }
        return;
      }
      // A single payment, or a frequency the product does not offer: the domain's own checks.
      const checked = domainSchema.safeParse(values);
      if (!checked.success) {
        for (const issue of checked.error.issues) report(context, issue.path, issue.message);
      }
    })
    .transform((values): CheckoutPaymentData => {
      if (!isMonthly(values.paymentFrequency)) return domainSchema.parse(values);
      return {
        kind: 'direct-debit',
        paymentFrequency: values.paymentFrequency,
        bic: normaliseBankCode(values.bic),
        iban: normaliseBankCode(values.iban),
        collectionDay: deposit.collectionDay,
        depositNameOnCard: normalisePersonName(values.nameOnCard),
      };
    });
}
