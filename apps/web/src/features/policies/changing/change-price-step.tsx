import {
  formatEuro,
  isoToDisplayDate,
  type CardAccountId,
  type ChangePaymentMethod,
  type PolicyChangeQuote,
} from '@wallet/domain';
import type { RefObject } from 'react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ChoiceField } from '../../../ui/choice-field';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary';
import { ArrowLeftIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/notice';
import { TextField } from '../../../ui/text-field';
import { LeavingSubmitButton } from '../leaving/leaving-submit-button';
import type { ChangeCardFields, ChangeCardFieldsHandle } from './card-payment';
import { CHANGE_FIELD_IDS as IDS, payMethodsOf } from './change-form';
import { adjustmentLine, CHANGE_TEXTS as TEXT } from './change-texts';

/** How the customer chose to pay a charge, as typed so far. */
export type ChangePayment = {
  method: ChangePaymentMethod | null;
  nameOnCard: string;
  cardValid: boolean;
};

/** The price step's own problems: the way to pay, the card's, or the call's. */
export type PaymentProblems = {
  payment?: string;
  nameOnCard?: string;
  card?: string;
  form?: string;
};

/**
 * The second step, 'Your new price': what changes, the new annual premium and what the change
 * costs or returns for the rest of the period, for today only; for a charge, how it is paid. A
 * declined or referred change says why, and the customer can only go back.
 */
export function ChangePriceStep({
  quote,
  premiumLabel,
  payment,
  onPaymentChange,
  problems,
  attempts,
  cardAccountId,
  CardFields,
  cardFieldsRef,
  pending,
  headingRef,
  onConfirm,
  onBack,
}: {
  quote: PolicyChangeQuote;
  /** The product's word for its premium (WebProduct.premiumLabel). */
  premiumLabel: string;
  payment: ChangePayment;
  /** Takes an update, as the card frame reports its validity whenever it likes. */
  onPaymentChange: (update: (payment: ChangePayment) => ChangePayment) => void;
  problems: PaymentProblems;
  attempts: number;
  cardAccountId: CardAccountId;
  CardFields?: ChangeCardFields;
  cardFieldsRef: RefObject<ChangeCardFieldsHandle | null>;
  pending: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const priced = quote.outcome === 'priced';
  const charge = priced && quote.adjustment_cents !== null && quote.adjustment_cents > 0;
  const chargeCents = charge ? (quote.adjustment_cents ?? 0) : 0;
  // Without the card fields (none handed in), a charge is paid by the instalments only.
  const methods = payMethodsOf(quote.pay_by).filter((method) => method !== 'card' || CardFields);
  const summary: SummaryError[] = [
    ...(problems.payment ? [{ fieldId: IDS.payment, message: problems.payment }] : []),
    ...(problems.nameOnCard ? [{ fieldId: IDS.nameOnCard, message: problems.nameOnCard }] : []),
    ...(problems.card ? [{ fieldId: IDS.card, message: problems.card }] : []),
    ...(problems.form ? [{ message: problems.form }] : []),
  ];
  const methodLabel = (method: ChangePaymentMethod) =>
    method === 'card' ? TEXT.payByCard(chargeCents) : TEXT.payByInstalments(chargeCents);

  return (
    <Card as="section" accent="primary" aria-labelledby="change-step-title">
      <ErrorSummary errors={summary} submitCount={attempts} />
      <h2 id="change-step-title" className="policies-heading" ref={headingRef} tabIndex={-1}>
        {TEXT.priceStep}
      </h2>
      {!priced ? (
        <Notice tone="warning">
          <p>{quote.message}</p>
        </Notice>
      ) : (
        <>
          <dl className="leaving-summary">
            {quote.lines.map((line) => (
              <div key={line.label} className="leaving-summary__row change-line">
                <dt>{line.label}</dt>
                <dd>
                  {line.before} <span aria-hidden="true">→</span>
                  <span className="visually-hidden"> becomes </span> {line.after}
                </dd>
              </div>
            ))}
            <div className="leaving-summary__row">
              <dt>{TEXT.changeStarts}</dt>
              <dd>{isoToDisplayDate(quote.effective_date) ?? quote.effective_date}</dd>
            </div>
            <div className="leaving-summary__row">
              <dt>{TEXT.currentPremium(premiumLabel)}</dt>
              <dd>{formatEuro(quote.current_annual_premium_cents)}</dd>
            </div>
            {quote.new_annual_premium_cents !== null && (
              <div className="leaving-summary__row">
                <dt>{TEXT.newPremium(premiumLabel)}</dt>
                <dd>{formatEuro(quote.new_annual_premium_cents)}</dd>
              </div>
            )}
          </dl>
          <p className="leaving-result">{adjustmentLine(quote)}</p>
          {quote.debits_after && (
            <p>
              {charge
                ? TEXT.debitsIfAdded(quote.debits_after)
                : TEXT.debitsAfter(quote.debits_after)}
            </p>
          )}
          <p>{TEXT.todayOnly}</p>
          {charge && methods.length > 0 && (
            <ChoiceField
              id={IDS.payment}
              name="change-payment"
              label={TEXT.howToPay}
              stacked
              options={methods.map((method) => ({
                value: method,
                label: methodLabel(method),
                id: method === methods[0] ? IDS.payment : `${IDS.payment}-${method}`,
              }))}
              value={payment.method}
              error={problems.payment}
              onChange={(method) => onPaymentChange((current) => ({ ...current, method }))}
            />
          )}
          {charge && payment.method === 'card' && CardFields && (
            <div className="change-card">
              <h3 className="change-card__title">{TEXT.cardTitle}</h3>
              <TextField
                id={IDS.nameOnCard}
                label={TEXT.nameOnCard}
                hint={TEXT.nameOnCardHint}
                autoComplete="cc-name"
                value={payment.nameOnCard}
                error={problems.nameOnCard}
                disabled={pending}
                onChange={(event) => {
                  const nameOnCard = event.target.value;
                  onPaymentChange((current) => ({ ...current, nameOnCard }));
                }}
              />
              <CardFields
                ref={cardFieldsRef}
                id={IDS.card}
                accountId={cardAccountId}
                amountCents={chargeCents}
                onValidityChange={(cardValid) =>
                  onPaymentChange((current) =>
                    current.cardValid === cardValid ? current : { ...current, cardValid },
                  )
                }
              />
            </div>
          )}
        </>
      )}
      <div className="leaving-buttons">
        {priced && (
          <LeavingSubmitButton pending={pending} pendingLabel={TEXT.sending} onClick={onConfirm}>
            {TEXT.confirm}
          </LeavingSubmitButton>
        )}
        <Button variant="link" icon={<ArrowLeftIcon size={20} />} onClick={onBack}>
          {TEXT.back}
        </Button>
      </div>
    </Card>
  );
}
