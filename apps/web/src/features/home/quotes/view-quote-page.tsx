import {
  EXCESS_OPTIONS,
  HOME_ADDON_CODES,
  HOME_ELIGIBILITY_REQUIREMENTS,
  HOME_INSURER_NAMES,
  excessOptionOf,
  homeCheckoutDetailsOf,
  isExcessCode,
  viewQuoteSchema,
  type HomeInsurerQuote,
  HOME_QUOTE_MESSAGES as TEXT,
} from '@wallet/domain';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { quoteErrorStateOf } from '../../../ui/journey/quote-call-failure';
import { saveQuotePayment } from '../../../lib/checkout/quote-payment';
import { signInCheck } from '../../../lib/sign-in-check';
import { useSession } from '../../../lib/session';
import { ButtonGroup } from '../../../ui/button-group';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { Switch } from '../../../ui/switch';
import { useRecalculateHomeQuote } from '../api/recalculate-home-quote';
import { updateHomeJourney, useHomeJourney, type HomeJourney } from '../journey/home-journey';
import { HOME_QUOTE_PROGRESS_STEPS } from '../get-quote/get-quote-steps';
import { riskAddressLinesOf } from '../journey/risk-address';
import { PremiumLines } from './premium-lines';
import { formatEuroAmount, formatPrices, priceCentsOf } from './price';
import { QuotePriceBar } from '../../../ui/journey/quote-price-bar';
import {
  EXTRA_OF_ADDON,
  coverTypeOfQuote,
  extrasOfQuote,
  initialExtras,
  isExcessLocked,
  needsRecalculation,
  offersAddon,
  withLatestQuote,
  type QuoteExtras,
} from './quote-outcome';
import { ScriptPendingNote, useHomeAgentScript } from '../agent/home-agent-script';
import { SIGN_IN_CHECK_TEXT } from '../agent/home-agent-texts';
import './quotes.css';

type ViewQuoteProps = {
  /** platform.md 3.2 marketing_enabled: a consent step comes before payment. */
  marketingEnabled: boolean;
};

/** /wallet/viewQuote/home (home.md 2 'View quote'). */
export function HomeViewQuotePage(props: ViewQuoteProps) {
  const { type } = useParams();
  if (type !== 'home') return <Navigate to={PATHS.comingSoon} replace />;
  return <ViewQuoteRoute {...props} />;
}

/** The stored extras of the last calculated quote, when they are well formed. */
function storedExtras(journey: HomeJourney): QuoteExtras | undefined {
  const extras = journey.extras;
  return extras && isExcessCode(extras.excess) ? { ...extras, excess: extras.excess } : undefined;
}

function ViewQuoteRoute(props: ViewQuoteProps) {
  const journey = useHomeJourney();
  const quote = journey.selectedQuote;
  if (quote) return <ViewQuote key={quote.quote_reference} quote={quote} {...props} />;
  // No insurer chosen yet: the choice, or for a resumed quote the quote itself, comes first.
  if (journey.quoteResponse) return <Navigate to={PATHS.homeQuotes} replace />;
  if (journey.submitted) return <Navigate to={PATHS.homeProcessing} replace />;
  // Nothing to show: a journey that ended (a quote bought, the tab's journey gone) is not
  // replayed from history; the customer is back in the wallet.
  return <Navigate to={PATHS.wallet} replace />;
}

const EXTRA_PRICE_ID = (code: string) => `home-extra-price-${code}`;

function ViewQuote({ quote, marketingEnabled }: ViewQuoteProps & { quote: HomeInsurerQuote }) {
  const navigate = useNavigate();
  const session = useSession();
  const journey = useHomeJourney();
  // The server files the quote under the journey's reference; an insurer's quote carries that
  // reference with its insurer code appended, which the server does not know.
  const journeyReference =
    journey.quoteResponse?.quote_reference ?? journey.quoteReference ?? quote.quote_reference;

  // platform.md 4.4: the three call scripts are read before Proceed works.
  const script = useHomeAgentScript('viewQuote');
  const [checking, setChecking] = useState<'idle' | 'checking' | 'failed'>('idle');

  // home.md 4 'Proceed routing' for a new quote: consent when marketing is on, else the sign-in check.
  const onProceed = async (chosen: QuoteExtras, priceCents: number) => {
    if (script.agent) {
      // home.md 4 and 6, agent mode's sign-in check: the customer is looked up by e-mail and,
      // when not found, signed up with a generated password before payment (or consent).
      const aboutYou = journey.aboutYou;
      if (!aboutYou) return;
      setChecking('checking');
      try {
        // Loaded for an agent only: the agents' calls bring the phone library.
        const { ensureCustomerAccount } = await import('../../../lib/agent-sign-in-check');
        await ensureCustomerAccount(aboutYou);
      } catch {
        setChecking('failed');
        return;
      }
      setChecking('idle');
    }
    updateHomeJourney({ extras: chosen });
    saveQuotePayment({
      product: 'HOME',
      // The bind files the policy under the journey's reference, like the recalculation.
      quoteReference: journeyReference,
      schemeCode: quote.scheme_code,
      insurer: quote.insurer,
      priceCents,
      startDate: quote.cover_details_information.start_date,
      // What the summary before Buy shows (the checkout registry's home entry reads it).
      details: homeCheckoutDetailsOf(quote, riskAddressLinesOf(journey.aboutYou)),
    });
    navigate(marketingEnabled ? PATHS.consentFor('home') : signInCheck('home', session));
  };

  return (
    <HomeQuoteView
      quote={quote}
      storedExtras={storedExtras(journey)}
      recalculationReference={journeyReference}
      onRecalculated={(next, extras) =>
        updateHomeJourney((current) => ({
          selectedQuote: next,
          // The comparison shows each insurer's quote as last priced.
          quoteResponse: current.quoteResponse && withLatestQuote(current.quoteResponse, next),
          extras,
        }))
      }
      title={TEXT.viewQuoteTitle}
      progressSteps={HOME_QUOTE_PROGRESS_STEPS}
      currentStep="Your Quote"
      onProceed={(chosen, priceCents) => void onProceed(chosen, priceCents)}
      proceeding={checking === 'checking'}
      proceedDisabled={script.pending || checking === 'checking'}
      proceedDescribedBy={script.pending ? SCRIPT_PENDING_ID : undefined}
    >
      {script.panel}
      <ScriptPendingNote id={SCRIPT_PENDING_ID} pending={script.pending} />
      <p role="status" className="home-view-quote__check">
        {checking === 'checking' && SIGN_IN_CHECK_TEXT.checking}
      </p>
      {checking === 'failed' && (
        <Notice tone="warning">
          <p role="alert">{SIGN_IN_CHECK_TEXT.failed}</p>
        </Notice>
      )}
    </HomeQuoteView>
  );
}

const SCRIPT_PENDING_ID = 'home-view-quote-script-pending';

export type HomeQuoteViewProps = {
  quote: HomeInsurerQuote;
  /** The excess and extras the quote was last calculated with, as its journey stored them. */
  storedExtras: QuoteExtras | undefined;
  /** The reference the recalculation names the quote by. */
  recalculationReference: string;
  /** A recalculation priced the quote again: its journey keeps the new quote and its extras. */
  onRecalculated: (next: HomeInsurerQuote, extras: QuoteExtras) => void;
  title: string;
  progressSteps: readonly string[];
  currentStep: string;
  /** Shown above the quote (a renewal's error summary). */
  before?: ReactNode;
  /** Asked after the quote and before Proceed (a renewal's questions). */
  children?: ReactNode;
  /** Proceed pressed on an up-to-date price: the journey's own routing. */
  onProceed: (chosen: QuoteExtras, priceCents: number) => void;
  /** The journey's own call after Proceed is under way (Proceed shows its spinner). */
  proceeding?: boolean;
  /** An agent's script is pending (platform.md 4.4) or the agent's sign-in check is under way. */
  proceedDisabled?: boolean;
  proceedDescribedBy?: string;
};

/**
 * home.md 2 'View quote': the insurer, the premium breakdown, the excess and extras, and the one
 * button that recalculates or proceeds. A new quote and a renewal's summary show it alike; each
 * journey keeps its own quote and says where Proceed goes.
 */
export function HomeQuoteView({
  quote,
  storedExtras: stored,
  recalculationReference,
  onRecalculated,
  title,
  progressSteps,
  currentStep,
  before,
  children,
  onProceed,
  proceeding = false,
  proceedDisabled = false,
  proceedDescribedBy,
}: HomeQuoteViewProps) {
  const navigate = useNavigate();
  const calculated = stored ?? extrasOfQuote(quote);
  const [chosen, setChosen] = useState<QuoteExtras>(() => initialExtras(quote, stored));
  const recalculation = useRecalculateHomeQuote({
    onSuccess: (next, request) =>
      onRecalculated(next, {
        excess: request.cover_details.excess_amount,
        accidentalDamage: request.cover_details.contents_accidental_damage_cover,
        ncdProtectionPlus: request.cover_details.no_claim_discount_cover,
        homeEmergencyAssist: request.cover_details.home_emergency_assist_cover,
      }),
    // home.md 8: a failed call of the view-quote screen ends on the home error page.
    onError: (error) => navigate(PATHS.homeError, { state: quoteErrorStateOf(error) }),
  });

  const coverType = coverTypeOfQuote(quote);
  const excessLocked = isExcessLocked(coverType);
  const outOfDate = needsRecalculation(chosen, calculated);
  const loading = recalculation.isPending || proceeding;
  const selectedExcess = excessOptionOf(chosen.excess);
  const priceCents = priceCentsOf(quote);
  const prices = priceCents !== null ? formatPrices(priceCents) : null;
  const offeredAddons = HOME_ADDON_CODES.filter((code) => offersAddon(quote, code));

  const onRecalculate = () =>
    recalculation.mutate({
      quote_reference: recalculationReference,
      product_selected: quote.scheme_code,
      cover_details: {
        excess_amount: chosen.excess,
        contents_accidental_damage_cover: chosen.accidentalDamage,
        no_claim_discount_cover: chosen.ncdProtectionPlus,
        home_emergency_assist_cover: chosen.homeEmergencyAssist,
        ...(quote.price !== null ? { premium: quote.price } : {}),
      },
    });

  const proceed = () => {
    // home.md 5: the view-quote rules; the controls cannot break them, the shared schema decides.
    if (!viewQuoteSchema.safeParse(chosen).success || priceCents === null) return;
    onProceed(chosen, priceCents);
  };

  return (
    <>
      <PageHero title={title} />
      <PageBody>
        <ProgressSteps steps={progressSteps} current={currentStep} />
        {before}
        <div className="home-view-quote">
          <Card
            as="section"
            accent="primary"
            aria-labelledby="home-quote-insurer"
            className={outOfDate ? 'home-price home-price--out-of-date' : 'home-price'}
          >
            <h2 id="home-quote-insurer" className="home-view-quote__section-title">
              {TEXT.insurer}: {HOME_INSURER_NAMES[quote.insurer]}
            </h2>
            {outOfDate && (
              <p className="home-price__stale" id="home-price-stale">
                <strong className="home-price__badge">{TEXT.priceOutOfDate}</strong>{' '}
                {TEXT.priceOutOfDateExplained}
              </p>
            )}
            {prices && priceCents !== null && (
              <>
                <dl
                  className="home-totals"
                  aria-describedby={outOfDate ? 'home-price-stale' : undefined}
                >
                  <div>
                    <dt>{TEXT.totalAnnual}</dt>
                    <dd className="home-price__figure">{prices.annual}</dd>
                  </div>
                  <div>
                    <dt>{TEXT.totalMonthly}</dt>
                    <dd className="home-price__figure">{prices.monthly}</dd>
                  </div>
                </dl>
                <p className="home-price__instalments">
                  {prices.instalments}, {TEXT.noExtraCost}.
                </p>
                <PremiumLines
                  details={quote.premium_details}
                  totalCents={priceCents}
                  caption={TEXT.premiumBreakdown}
                  totalLabel={TEXT.totalAnnual}
                />
              </>
            )}
          </Card>

          <Card as="section" aria-labelledby="home-quote-excess">
            <h2 id="home-quote-excess" className="home-view-quote__section-title">
              {TEXT.excess}
            </h2>
            <ButtonGroup
              label={TEXT.excess}
              valueType="string"
              options={EXCESS_OPTIONS.map((option) => ({
                value: option.code,
                label: formatEuroAmount(option.policyExcessEur),
              }))}
              value={chosen.excess}
              onChange={(code) => {
                if (isExcessCode(code)) setChosen((current) => ({ ...current, excess: code }));
              }}
              isDisabled={excessLocked || loading}
              description={excessLocked ? TEXT.excessLocked : TEXT.excessHint}
              name="excess"
            />
            <dl className="home-totals home-excess-details">
              <div>
                <dt>{TEXT.waterDamageExcess}</dt>
                <dd>{formatEuroAmount(selectedExcess.waterDamageExcessEur)}</dd>
              </div>
              <div>
                <dt>{TEXT.subsidenceExcess}</dt>
                <dd>{formatEuroAmount(selectedExcess.subsidenceExcessEur)}</dd>
              </div>
            </dl>
          </Card>

          {offeredAddons.length > 0 && (
            <Card as="section" aria-labelledby="home-quote-extras">
              <h2 id="home-quote-extras" className="home-view-quote__section-title">
                {TEXT.extras}
              </h2>
              <div className="home-extras">
                {offeredAddons.map((code) => {
                  const field = EXTRA_OF_ADDON[code];
                  const amount = quote.addon_details.find((addon) => addon.unique_code === code);
                  return (
                    <div key={code} className="home-extra">
                      <Switch
                        label={TEXT.extraLabels[code]}
                        isSelected={chosen[field]}
                        isDisabled={loading}
                        aria-describedby={EXTRA_PRICE_ID(code)}
                        onChange={(selected) =>
                          setChosen((current) => ({ ...current, [field]: selected }))
                        }
                      />
                      <p id={EXTRA_PRICE_ID(code)} className="home-extra__price">
                        {amount ? `+${TEXT.extraPrice(formatEuroAmount(amount.amount))}` : ''}
                      </p>
                    </div>
                  );
                })}
              </div>
            </Card>
          )}

          <Notice tone="warning">
            <h2 className="home-view-quote__section-title">{TEXT.beforeYouProceed.title}</h2>
            <p>{TEXT.beforeYouProceed.eligibility}</p>
            <details className="home-eligibility">
              <summary>{TEXT.beforeYouProceed.eligibilityList}</summary>
              <ul>
                {HOME_ELIGIBILITY_REQUIREMENTS.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
            </details>
            <p>
              {TEXT.beforeYouProceed.validity} {TEXT.beforeYouProceed.kept}
            </p>
          </Notice>
          {quote.insurer === 'RSA' && (
            <Notice>
              <p>{TEXT.rsaRebrand}</p>
            </Notice>
          )}

          {children}

          {prices && (
            <QuotePriceBar
              price={prices.annual}
              note={`${TEXT.perYear}, or ${prices.monthly} ${TEXT.perMonth}`}
              outOfDate={outOfDate}
              outOfDateText={TEXT.priceOutOfDate}
              loading={loading}
              onRecalculate={onRecalculate}
              onProceed={proceed}
              proceedDisabled={proceedDisabled}
              describedBy={proceedDescribedBy}
              texts={TEXT}
            />
          )}
        </div>
      </PageBody>
    </>
  );
}
