import {
  COLLECTION_DAYS,
  formatEuro,
  instalmentsInWords,
  instalmentsTotalInWords,
  type MandateOnFileOffer,
  type PaymentFormData,
  type PaymentFormValues,
} from '@wallet/domain';
import type { UseFormReturn } from 'react-hook-form';
import { BankCodeFields } from '../../../ui/bank-code-fields';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { SelectField } from '../../../ui/select-field';
import type { MonthlyPayment } from '../../../lib/checkout/checkout-product';
import { PAYMENT_FIELD_IDS } from './payment-field-ids';
import { PAYMENT_TEXTS as TEXT, dayOfMonth } from './payment-texts';

/** A renewal paid on the direct debit on file: only the account's last four characters show. */
export const MANDATE_ON_FILE_TEXTS = {
  account: (ending: string) => `Use the account ending ${ending}`,
  kept: (day: string) =>
    `Your direct debit continues from the account you pay from now, collected on the ${day} of each month. Untick to pay from another account.`,
} as const;

const COLLECTION_DAY_OPTIONS = COLLECTION_DAYS.map((day) => ({
  value: String(day),
  label: dayOfMonth(day),
}));

/**
 * car-travel-payment.md 5 (monthly): IBAN and BIC (BankCodeFields), the collection day and the
 * SEPA mandate the customer accepts. After a deposit by card (car) the day is the product's, shown and not
 * chosen (car-travel-payment.md 9: the day of the policy start date).
 */
export function DirectDebitFields({
  form,
  insurer,
  monthly,
  disabled,
  mandateOnFile = null,
}: {
  form: UseFormReturn<PaymentFormValues, unknown, PaymentFormData>;
  /** Who collects the premium: the mandate names them. */
  insurer: string;
  /** What the mandate collects: the same plan the schedule prints. */
  monthly: MonthlyPayment;
  disabled: boolean;
  /** A renewal's direct debit on file, offered instead of typing the bank details again. */
  mandateOnFile?: MandateOnFileOffer | null;
}) {
  const { plan, deposit } = monthly;
  const {
    register,
    trigger,
    formState: { errors },
  } = form;
  const onFile = mandateOnFile !== null && form.watch('useMandateOnFile') === true;

  return (
    <Card as="section" aria-labelledby="payment-direct-debit-title">
      <h2 id="payment-direct-debit-title" className="checkout-section-title">
        {TEXT.directDebitTitle}
      </h2>
      <div className="checkout-fields">
        {mandateOnFile && (
          <Checkbox
            id={PAYMENT_FIELD_IDS.useMandateOnFile}
            label={MANDATE_ON_FILE_TEXTS.account(mandateOnFile.accountEnding)}
            disabled={disabled}
            {...register('useMandateOnFile')}
          />
        )}
        {onFile && mandateOnFile && (
          <p className="checkout-mandate-on-file">
            {MANDATE_ON_FILE_TEXTS.kept(dayOfMonth(mandateOnFile.collectionDay))}
          </p>
        )}
        {!onFile && (
          <BankCodeFields
            form={form}
            ids={{ iban: PAYMENT_FIELD_IDS.iban, bic: PAYMENT_FIELD_IDS.bic }}
            disabled={disabled}
          />
        )}
        {onFile ? null : deposit ? (
          <dl className="checkout-summary checkout-collection-day">
            <div>
              <dt>{TEXT.collectionDay}</dt>
              <dd>{TEXT.collectionDayOfStart(dayOfMonth(deposit.collectionDay))}</dd>
            </div>
          </dl>
        ) : (
          <SelectField
            id={PAYMENT_FIELD_IDS.directDebitPaymentDate}
            label={TEXT.collectionDay}
            hint={TEXT.collectionDayHint}
            placeholder={TEXT.collectionDayPlaceholder}
            options={COLLECTION_DAY_OPTIONS}
            error={errors.directDebitPaymentDate?.message}
            disabled={disabled}
            {...register('directDebitPaymentDate', {
              onChange: () => void trigger('directDebitPaymentDate'),
            })}
          />
        )}
        <section className="checkout-mandate" aria-labelledby="payment-mandate-title">
          <h3 id="payment-mandate-title" className="checkout-mandate__title">
            {TEXT.mandateTitle}
          </h3>
          <p>
            {deposit
              ? TEXT.mandateAmountsAfterDeposit(
                  instalmentsInWords(plan),
                  formatEuro(plan.totalCents),
                )
              : TEXT.mandateAmounts(instalmentsInWords(plan), instalmentsTotalInWords(plan))}
          </p>
          {TEXT.mandate(insurer).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <Checkbox
          id={PAYMENT_FIELD_IDS.directDebitLegalText}
          label={TEXT.acceptMandate}
          error={errors.directDebitLegalText?.message}
          disabled={disabled}
          {...register('directDebitLegalText', {
            onChange: () => void trigger('directDebitLegalText'),
          })}
        />
      </div>
    </Card>
  );
}
