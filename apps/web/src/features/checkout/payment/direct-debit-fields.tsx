import {
  COLLECTION_DAYS,
  bicOfIrishIban,
  formatEuro,
  instalmentsInWords,
  instalmentsTotalInWords,
  normaliseBankCode,
  type MandateOnFileOffer,
  type PaymentFormData,
  type PaymentFormValues,
} from '@wallet/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
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
 * car-travel-payment.md 5 (monthly): IBAN and BIC (kept to upper-case letters and digits as they
 * are typed), the collection day and the SEPA mandate the customer accepts. An Irish IBAN of a
 * bank we know fills in the BIC, which stays the customer's to change: a BIC they typed themselves
 * is never overwritten. After a deposit by card (car) the day is the product's, shown and not
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
    control,
    register,
    trigger,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const onFile = mandateOnFile !== null && form.watch('useMandateOnFile') === true;

  const fillBicFrom = (previousIban: string, iban: string) => {
    const filledBefore = bicOfIrishIban(previousIban);
    const bic = getValues('bic');
    if (bic !== '' && bic !== filledBefore) return;
    const derived = bicOfIrishIban(iban) ?? '';
    if (derived === bic) return;
    setValue('bic', derived);
    if (errors.bic) void trigger('bic');
  };

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
        {!onFile &&
          (['iban', 'bic'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <TextField
                  id={PAYMENT_FIELD_IDS[name]}
                  label={TEXT[name]}
                  hint={name === 'iban' ? TEXT.ibanHint : TEXT.bicHint}
                  error={errors[name]?.message}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  disabled={disabled}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(event) => {
                    const value = normaliseBankCode(event.target.value);
                    if (name === 'iban') fillBicFrom(field.value, value);
                    field.onChange(value);
                    if (errors[name]) void trigger(name);
                  }}
                  onBlur={() => {
                    field.onBlur();
                    void trigger(name);
                  }}
                />
              )}
            />
          ))}
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
