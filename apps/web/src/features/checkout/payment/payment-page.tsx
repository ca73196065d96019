import {
  CARD_ACCOUNT_IDS,
  CARD_PROVIDER_ERRORS,
  PAYMENT_FORM_DEFAULTS,
  formatEuro,
  formatProviderError,
  monthlyCostInWords,
  paymentFormSchema,
  type PaymentFormData,
  type PaymentFormValues,
} from '@wallet/domain';
import { useMemo, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { readQuotePayment, type QuotePayment } from '../../../lib/checkout/quote-payment';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ChoiceField } from '../../../ui/choice-field';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import {
  CardProviderFailure,
  HostedCardFields,
  type HostedCardFieldsHandle,
} from '../card-fields/hosted-card-fields';
import { AgentPayingFor } from '../agent/agent-paying-for';
import { useAgentPaymentCustomer } from '../agent/agent-payment-customer';
import { consentForBind, saveBindRequest } from '../../../lib/checkout/checkout-storage';
import {
  PAYMENT_PROGRESS_STEP,
  isSinglePayment,
  type CheckoutProduct,
  type MonthlyPayment,
} from '../../../lib/checkout/checkout-product';
import { DirectDebitFields } from './direct-debit-fields';
import { PAYMENT_FIELD_IDS } from './payment-field-ids';
import { PAYMENT_TEXTS as TEXT, todayIso } from './payment-texts';
import { BeforeYouBuy, QuoteSummary } from './quote-summary';
import '../checkout.css';

type MakePaymentPageProps = {
  product: CheckoutProduct;
  /**
   * The signed-in customer's full name: a direct debit is taken in their name. An agent pays for
   * the customer the API names instead (issue 41).
   */
  customerName: string;
};

/** What Buy says it buys for: the single payment, the deposit paid today, or the whole plan. */
function buyLabelOf(quote: QuotePayment, monthly: MonthlyPayment | null): string {
  if (!monthly) return TEXT.buyFor(formatEuro(quote.priceCents));
  if (monthly.deposit) return TEXT.buyWithDeposit(formatEuro(monthly.deposit.depositCents));
  return TEXT.buyMonthlyFor(formatEuro(monthly.totalCents), monthly.plan.instalments);
}

/** /wallet/makePayment/{type} (car-travel-payment.md 2 'Payment page'). */
export function MakePaymentPage({ product, customerName }: MakePaymentPageProps) {
  const [quote] = useState(() => readQuotePayment(product.policyType));
  // home.md 8: payment with missing stored quote data redirects to the wallet.
  if (!quote) return <Navigate to={PATHS.wallet} replace />;
  return <PaymentForm product={product} customerName={customerName} quote={quote} />;
}

function summaryOf(errors: FieldErrors<PaymentFormValues>): SummaryError[] {
  return Object.entries(PAYMENT_FIELD_IDS).flatMap(([field, fieldId]) => {
    const message = errors[field as keyof PaymentFormValues]?.message;
    return message ? [{ fieldId, message }] : [];
  });
}

function PaymentForm({
  product,
  customerName: signedInName,
  quote,
}: MakePaymentPageProps & { quote: QuotePayment }) {
  const navigate = useNavigate();
  // An agent pays for a customer: the page names them, and a direct debit is in their name.
  const forCustomer = useAgentPaymentCustomer(quote.quoteReference);
  const agentCustomer = forCustomer.agent ? forCustomer.data : undefined;
  const customerName = agentCustomer
    ? `${agentCustomer.first_name} ${agentCustomer.last_name}`.trim()
    : signedInName;
  // An agent cannot pay before the API has named the customer the policy is for.
  const waitingForCustomer = forCustomer.agent && !agentCustomer;
  const [monthly] = useState(() => product.monthlyPayment(quote));
  const deposit = monthly?.deposit ?? null;
  // A renewal by direct debit may go on from the account on file (issue 40).
  const [mandateOnFile] = useState(() => product.mandateOnFile?.(quote) ?? null);
  const schema = useMemo(
    () => paymentFormSchema(product.policyType, deposit, mandateOnFile),
    [product.policyType, deposit, mandateOnFile],
  );
  const defaults: PaymentFormValues = mandateOnFile
    ? { ...PAYMENT_FORM_DEFAULTS, useMandateOnFile: true }
    : PAYMENT_FORM_DEFAULTS;
  const form = useSchemaForm(schema, defaults);
  const { register, watch, setValue, trigger, clearErrors, handleSubmit, formState } = form;
  const cardFields = useRef<HostedCardFieldsHandle>(null);
  // A ref as well as state: a second click in the same tick must not start a second payment.
  const working = useRef(false);
  const [busy, setBusy] = useState(false);
  const [providerError, setProviderError] = useState<string | null>(null);

  const values = watch();
  const single = isSinglePayment(values.paymentFrequency);
  const errors = formState.errors;
  const [summary] = useState(() => product.summaryOf(quote));
  // A product pays monthly only when it can say how this quote is paid monthly.
  const frequencies = product.paymentFrequencies.filter(
    (frequency) => isSinglePayment(frequency) || monthly,
  );
  // The card pays the single payment, or the deposit of a monthly payment that starts with one.
  const cardCents = single ? quote.priceCents : deposit?.depositCents;
  const buyLabel = buyLabelOf(quote, single ? null : monthly);

  // Buy stays pressable (decision 0013): pressed with something missing, the error summary names
  // it, and the card frame shows its own fields' messages.
  const showProblems = (problems: FieldErrors<PaymentFormValues>) => {
    if (problems.cardIsValid) cardFields.current?.showProblems();
  };

  const pay = async (data: PaymentFormData) => {
    if (working.current) return;
    working.current = true;
    setBusy(true);
    setProviderError(null);
    try {
      // The 3-D Secure challenge, when the bank asks for one, happens inside the card frame.
      const nameOnCard = data.kind === 'card' ? data.nameOnCard : data.depositNameOnCard;
      const card =
        nameOnCard !== undefined && cardFields.current
          ? await cardFields.current.tokenise(nameOnCard)
          : null;
      const request = product.bindRequest({
        quote,
        form: data,
        card,
        consent: consentForBind(product.policyType),
        customerName,
        today: todayIso(),
      });
      saveBindRequest(product.policyType, request);
      navigate(PATHS.paymentThankYouFor(product.type));
    } catch (failure) {
      const { message, code } =
        failure instanceof CardProviderFailure ? failure : CARD_PROVIDER_ERRORS.gatewayUnavailable;
      setProviderError(formatProviderError(message, code));
      working.current = false;
      setBusy(false);
    }
  };

  const paymentFrequencyOptions = frequencies.map((paymentFrequency) =>
    isSinglePayment(paymentFrequency) || !monthly
      ? {
          value: paymentFrequency,
          label: (
            <span className="checkout-frequency">
              <span className="checkout-frequency__name">{product.paymentTexts.payInFull}</span>{' '}
              <span className="checkout-frequency__detail">{formatEuro(quote.priceCents)}</span>
            </span>
          ),
        }
      : {
          value: paymentFrequency,
          label: (
            <span className="checkout-frequency">
              <span className="checkout-frequency__name">{TEXT.payMonthly}</span>{' '}
              <span className="checkout-frequency__detail">{monthly.inWords}</span>{' '}
              <span className="checkout-frequency__cost">{monthlyCostInWords(monthly.cost)}</span>
            </span>
          ),
        },
  );

  return (
    <>
      <PageHero title={TEXT.title} />
      <PageBody>
        <ProgressSteps steps={product.progressSteps} current={PAYMENT_PROGRESS_STEP} />
        <ErrorSummary
          errors={formState.submitCount > 0 ? summaryOf(errors) : []}
          submitCount={formState.submitCount}
        />
        {forCustomer.agent && (
          <div className="checkout-agent-customer">
            <AgentPayingFor customer={agentCustomer} pending={forCustomer.isPending} />
          </div>
        )}
        <div className="checkout-payment">
          <QuoteSummary
            quote={quote}
            insurer={product.insurerName(quote.insurer)}
            priceLabel={product.paymentTexts.price}
            monthlyInWords={monthly?.inWords ?? null}
            summary={summary}
          />

          <form
            className="checkout-stack checkout-payment__form"
            noValidate
            onSubmit={(event) => void handleSubmit(pay, showProblems)(event)}
            aria-busy={busy || undefined}
          >
            <Card as="section">
              <ChoiceField<string>
                id={PAYMENT_FIELD_IDS.paymentFrequency}
                look="cards"
                label={TEXT.frequencyLegend}
                name="paymentFrequency"
                options={paymentFrequencyOptions}
                value={values.paymentFrequency}
                disabled={busy}
                error={errors.paymentFrequency?.message}
                onChange={(paymentFrequency) => {
                  setValue('paymentFrequency', paymentFrequency);
                  // The other way of paying starts afresh: a new card frame reports its own validity.
                  setValue('cardIsValid', false);
                  clearErrors();
                  setProviderError(null);
                }}
              />
            </Card>

            {cardCents !== undefined && (
              <Card as="section" aria-labelledby="payment-card-title">
                <h2 id="payment-card-title" className="checkout-section-title">
                  {single ? TEXT.cardTitle : TEXT.depositCardTitle}
                </h2>
                {!single && <p>{TEXT.depositCardLead(formatEuro(cardCents))}</p>}
                <div className="checkout-fields">
                  <TextField
                    id={PAYMENT_FIELD_IDS.nameOnCard}
                    label={TEXT.nameOnCard}
                    hint={TEXT.nameOnCardHint}
                    error={errors.nameOnCard?.message}
                    autoComplete="cc-name"
                    disabled={busy}
                    {...register('nameOnCard', {
                      onBlur: () => void trigger('nameOnCard'),
                      onChange: () => {
                        if (errors.nameOnCard) void trigger('nameOnCard');
                      },
                    })}
                  />
                  <HostedCardFields
                    // A new frame for each way to pay: it reports its own validity, for its amount.
                    key={values.paymentFrequency}
                    ref={cardFields}
                    id={PAYMENT_FIELD_IDS.cardIsValid}
                    accountId={CARD_ACCOUNT_IDS[product.policyType]}
                    amountCents={cardCents}
                    onValidityChange={(cardValid) =>
                      // Once Buy has found the card missing, its line leaves the summary when
                      // the card is complete.
                      setValue('cardIsValid', cardValid, {
                        shouldValidate: Boolean(errors.cardIsValid),
                      })
                    }
                  />
                </div>
              </Card>
            )}
            {!single && monthly && (
              <DirectDebitFields
                form={form}
                insurer={product.insurerName(quote.insurer)}
                monthly={monthly}
                disabled={busy}
                mandateOnFile={mandateOnFile}
              />
            )}

            {summary && <BeforeYouBuy summary={summary} />}

            <div className="checkout-actions checkout-actions--end">
              {providerError && (
                <p className="checkout-provider-error" role="alert">
                  {providerError}
                </p>
              )}
              <Button type="submit" disabled={busy || waitingForCustomer}>
                {busy ? (
                  <span className="checkout-button-spinner">
                    <Spinner label={TEXT.buying} /> {buyLabel}
                  </span>
                ) : (
                  buyLabel
                )}
              </Button>
            </div>
          </form>
        </div>
      </PageBody>
    </>
  );
}
