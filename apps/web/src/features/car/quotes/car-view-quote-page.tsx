import {
  CAR_COVER_LEVEL_NAMES,
  CAR_COVER_TYPE_LABELS,
  CAR_COVER_TYPES,
  CAR_EXTRA_LABELS,
  CAR_CARRIER,
  PROGRESS_STEPS,
  euroToCents,
  formatEuro,
  isoToDisplayDate,
  offeredCarExtras,
  type CarCoverLevel,
  type CarCoverType,
  type CarExtra,
  type CarLevelQuote,
  type CarQuoteResponse,
} from '@wallet/domain';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { quoteErrorStateOf } from '../../../ui/journey/quote-call-failure';
import { saveQuotePayment } from '../../../lib/checkout/quote-payment';
import { useSession } from '../../../lib/session';
import { signInCheck } from '../../../lib/sign-in-check';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ChoiceField } from '../../../ui/choice-field';
import { QuotePriceBar } from '../../../ui/journey/quote-price-bar';
import type { QuoteErrorPageState } from '../../../ui/journey/quote-error-page';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { Switch } from '../../../ui/switch';
import { useRecalculateCarQuote } from '../api/recalculate-car-quote';
import { AgentScriptPendingNote } from '../../../ui/journey/agent-script-pending-note';
import { useCarAgentScripts } from '../agent/car-agent-script';
import { CAR_SIGN_IN_CHECK_TEXT } from '../agent/car-agent-sign-in-check-texts';
import {
  readCarJourney,
  updateCarJourney,
  useCarJourney,
  type CarViewQuoteValues,
} from '../journey/car-journey';
import { carCheckoutDetailsOf } from './car-checkout-details';
import { CarFeatures } from './car-features';
import { CarPremiumDetails } from './car-premium-details';
import { carQuoteOutcome, levelQuoteOf } from './car-quote-outcome';
import { CAR_QUOTE_PATHS } from './car-quote-paths';
import { CAR_QUOTE_TEXTS } from './car-quote-texts';
import './car-quotes.css';

const TEXT = CAR_QUOTE_TEXTS.viewQuote;
const COVER_TYPE_ID = 'car-view-quote-cover-type';
const SCRIPT_PENDING_ID = 'car-view-quote-script-pending';
/** car-travel-payment.md 6: the agent's call scripts before Proceed. */
const CALL_SCRIPTS = ['policyReadOut', 'directDebit'] as const;

type CarViewQuoteProps = {
  /** platform.md 3.2 marketing_enabled: a consent step comes before payment. */
  marketingEnabled: boolean;
};

/**
 * /wallet/viewQuote/car (car-travel-payment.md 2 'Car view quote'). Without a chosen level the
 * customer goes back to Your Quotes; a level with no price is the car error page's.
 */
export function CarViewQuotePage({ marketingEnabled }: CarViewQuoteProps) {
  const journey = useCarJourney();
  const level = journey.selectedLevel;
  const response = journey.quoteResponse;
  if (!level) return <Navigate to={CAR_QUOTE_PATHS.quotes} replace />;
  const quote = levelQuoteOf(response, level);
  // A level not offered beside the other (docs/car-rating.md 2): Your Quotes says why.
  if (response && !quote && carQuoteOutcome(response) === 'quoted') {
    return <Navigate to={CAR_QUOTE_PATHS.quotes} replace />;
  }
  if (!response || !quote) return <Navigate to={CAR_QUOTE_PATHS.error} replace />;
  return (
    <CarViewQuote
      key={level}
      level={level}
      response={response}
      quote={quote}
      marketingEnabled={marketingEnabled}
    />
  );
}

/** The cover type and extras the level was last priced with: the answer's own. */
const pricedValuesOf = (response: CarQuoteResponse, quote: CarLevelQuote): CarViewQuoteValues => ({
  coverType: response.cover_type,
  extras: quote.selected_extras,
});

const sameExtras = (a: readonly CarExtra[], b: readonly CarExtra[]) =>
  a.length === b.length && a.every((extra) => b.includes(extra));

/**
 * car-travel-payment.md 4: the extras offered for a cover type: the answer's own for the type it
 * priced, the domain's rule for another (NCD protection on comprehensive prestige only, extras on
 * comprehensive only) until it is priced.
 */
function extrasOffered(
  response: CarQuoteResponse,
  quote: CarLevelQuote,
  level: CarCoverLevel,
  coverType: CarCoverType,
): CarExtra[] {
  return coverType === response.cover_type
    ? quote.offered_extras
    : offeredCarExtras(coverType, level);
}

/**
 * What an extra adds at this level, in cents, as the insurer priced it (the answer's
 * extra_prices, chosen or not): shown before Recalculate. Null for a cover type not yet priced.
 */
function extraPriceOf(
  response: CarQuoteResponse,
  quote: CarLevelQuote,
  coverType: CarCoverType,
  extra: CarExtra,
): number | null {
  if (coverType !== response.cover_type) return null;
  const priced = quote.extra_prices?.find((each) => each.extra === extra);
  return priced ? euroToCents(priced.amount) : null;
}

function CarViewQuote({
  level,
  response,
  quote,
  marketingEnabled,
}: CarViewQuoteProps & {
  level: CarCoverLevel;
  response: CarQuoteResponse;
  quote: CarLevelQuote;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const priced = pricedValuesOf(response, quote);
  const [values, setValues] = useState<CarViewQuoteValues>(priced);
  const recalculation = useRecalculateCarQuote({
    onSuccess: (next, request) => {
      // car-travel-payment.md 8: a recalculation with acceptance notifications (or no price)
      // goes to the car error page; the quote shown stays the journey's, for its reference.
      const outcome = carQuoteOutcome(next);
      if (outcome !== 'quoted') {
        const state: QuoteErrorPageState = { reason: outcome };
        navigate(CAR_QUOTE_PATHS.error, { state });
        return;
      }
      updateCarJourney({
        quoteResponse: next,
        viewQuote: { coverType: request.cover_type, extras: request.optional_extras },
      });
    },
    onError: (error) => navigate(CAR_QUOTE_PATHS.error, { state: quoteErrorStateOf(error) }),
  });
  const scripts = useCarAgentScripts(CALL_SCRIPTS);
  const [checking, setChecking] = useState<'idle' | 'checking' | 'failed'>('idle');
  const loading = recalculation.isPending || checking === 'checking';
  const changed =
    values.coverType !== priced.coverType || !sameExtras(values.extras, priced.extras);
  const offered = extrasOffered(response, quote, level, values.coverType);
  const name = CAR_COVER_LEVEL_NAMES[level];
  const singleCents = euroToCents(quote.premium_details.single_payment);
  const validOn = response.valid_until ? isoToDisplayDate(response.valid_until) : undefined;

  const onCoverType = (coverType: CarCoverType) =>
    setValues((current) => {
      // An extra the new cover type does not offer is not asked for.
      const stillOffered = extrasOffered(response, quote, level, coverType);
      return { coverType, extras: current.extras.filter((extra) => stillOffered.includes(extra)) };
    });

  const onExtra = (extra: CarExtra, on: boolean) =>
    setValues((current) => ({
      ...current,
      extras: on
        ? [...current.extras.filter((each) => each !== extra), extra]
        : current.extras.filter((each) => each !== extra),
    }));

  const onRecalculate = () =>
    recalculation.mutate({
      quote_reference: response.quote_reference,
      cover_level: level,
      cover_type: values.coverType,
      optional_extras: values.extras,
    });

  const onProceed = async () => {
    const journey = readCarJourney();
    const details = carCheckoutDetailsOf(journey, response, level, quote);
    if (!details) {
      // The journey lost the answers the bind declares again: nothing can be bought from here.
      navigate(CAR_QUOTE_PATHS.error);
      return;
    }
    const customer = journey.forms?.aboutYou;
    if (scripts.agent && customer) {
      // car-travel-payment.md 6, agent mode's sign-in check: the customer is looked up by e-mail
      // and, when not found, signed up with a generated password before payment (or consent).
      setChecking('checking');
      try {
        // Loaded for an agent only: the agents' calls bring the phone library.
        const { ensureCustomerAccount } = await import('../../../lib/agent-sign-in-check');
        await ensureCustomerAccount(customer);
      } catch {
        setChecking('failed');
        return;
      }
      setChecking('idle');
    }
    saveQuotePayment({
      product: 'MOTOR',
      quoteReference: response.quote_reference,
      schemeCode: quote.premium_id,
      insurer: CAR_CARRIER,
      priceCents: singleCents,
      startDate: response.start_date.slice(0, 10),
      details,
    });
    // car-travel-payment.md 4: consent with marketing_enabled; else payment when signed in,
    // or force login for a visitor.
    navigate(marketingEnabled ? PATHS.consentFor('car') : signInCheck('car', session));
  };

  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.subheading(name)} />
      <PageBody>
        <ProgressSteps steps={PROGRESS_STEPS.genericQuote} current="Your Quote" />
        <div className="car-view-quote">
          <Card as="section" accent="primary" aria-labelledby="car-view-quote-choices">
            <h2 id="car-view-quote-choices" className="car-section-title">
              {TEXT.yourChoices}
            </h2>
            <ChoiceField<CarCoverType>
              id={COVER_TYPE_ID}
              name="coverType"
              label={TEXT.coverType}
              stacked
              options={CAR_COVER_TYPES.map((coverType, index) => ({
                value: coverType,
                label: CAR_COVER_TYPE_LABELS[coverType],
                ...(index > 0 ? { id: `${COVER_TYPE_ID}-${coverType}` } : {}),
              }))}
              value={values.coverType}
              disabled={loading}
              onChange={onCoverType}
            />
            <fieldset className="car-extras">
              <legend className="car-extras__legend">{TEXT.extras}</legend>
              {offered.length === 0 && <p className="car-note">{TEXT.noExtras}</p>}
              {offered.map((extra) => {
                const price = extraPriceOf(response, quote, values.coverType, extra);
                return (
                  <div key={extra} className="car-extra">
                    <Switch
                      label={CAR_EXTRA_LABELS[extra]}
                      isSelected={values.extras.includes(extra)}
                      isDisabled={loading}
                      onChange={(on) => onExtra(extra, on)}
                      aria-describedby={`car-extra-price-${extra} car-extra-${extra}`}
                    />
                    <p id={`car-extra-price-${extra}`} className="car-extra__price">
                      {price === null
                        ? TEXT.extraPriceAfterRecalculate
                        : TEXT.extraPrice(formatEuro(price))}
                    </p>
                    <p id={`car-extra-${extra}`} className="car-note">
                      {CAR_QUOTE_TEXTS.extraBenefits[extra]}
                    </p>
                  </div>
                );
              })}
            </fieldset>
          </Card>

          <Card as="section" aria-labelledby="car-view-quote-features">
            <h2 id="car-view-quote-features" className="car-section-title">
              {TEXT.features}
            </h2>
            <CarFeatures level={level} coverType={response.cover_type} />
          </Card>

          <Card as="section" aria-labelledby="car-view-quote-premium">
            <h2 id="car-view-quote-premium" className="car-section-title">
              {TEXT.premiumDetails}
            </h2>
            <CarPremiumDetails details={quote.premium_details} />
          </Card>

          <Notice tone="warning">
            <h2 className="car-section-title">{TEXT.beforeYouProceedTitle}</h2>
            <p>{TEXT.eligibility}</p>
            {validOn && <p>{TEXT.validToday(validOn)}</p>}
          </Notice>

          {scripts.agent && (
            <div className="car-view-quote__agent">
              {scripts.panels}
              <AgentScriptPendingNote
                id={SCRIPT_PENDING_ID}
                pending={scripts.pending}
                scripts={CALL_SCRIPTS.length}
              />
              <p role="status" className="car-view-quote__check">
                {checking === 'checking' && CAR_SIGN_IN_CHECK_TEXT.checking}
              </p>
              {checking === 'failed' && (
                <Notice tone="warning">
                  <p role="alert">{CAR_SIGN_IN_CHECK_TEXT.failed}</p>
                </Notice>
              )}
            </div>
          )}

          <div className="car-actions">
            <Button variant="secondary" onClick={() => navigate(CAR_QUOTE_PATHS.quotes)}>
              {TEXT.back}
            </Button>
          </div>

          <QuotePriceBar
            label={TEXT.annualPremium}
            price={formatEuro(singleCents)}
            outOfDate={changed}
            outOfDateText={TEXT.priceOutOfDate}
            loading={loading}
            onRecalculate={onRecalculate}
            onProceed={() => void onProceed()}
            proceedDisabled={scripts.pending || checking === 'checking'}
            describedBy={scripts.pending ? SCRIPT_PENDING_ID : undefined}
            texts={TEXT}
          />
        </div>
      </PageBody>
    </>
  );
}
