import { PROGRESS_STEPS, formatEuro, isoToDisplayDate } from '@wallet/domain';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { saveQuotePayment } from '../src/lib/checkout/quote-payment';
import { PATHS } from '../src/lib/paths';
import { useSession } from '../src/lib/session';
import { signInCheck } from '../src/lib/sign-in-check';
import { Button } from '../src/ui/button';
import { Card } from '../src/ui/card';
import { Notice } from '../src/ui/notice';
import { PageBody, PageHero } from '../src/ui/page-layout';
import { ProgressSteps } from '../src/ui/progress-steps';
import {
  GADGET_DEVICES,
  GADGET_POLICY_TYPE,
  type GadgetQuoteAnswer,
} from '@wallet/domain/test-product';
import type { GadgetCheckoutDetails } from './gadget-checkout';
import { readGadgetJourney } from './gadget-journey';
import { GADGET_PATHS, GADGET_TYPE } from './gadget-product';
import { GADGET_TEXTS } from './gadget-texts';
import './gadget.css';

const TEXT = GADGET_TEXTS.quote;

const dateText = (iso: string) => isoToDisplayDate(iso.slice(0, 10)) ?? iso;

type QuotePageProps = {
  /** platform.md 3.2 marketing_enabled: a consent step comes before payment. */
  marketingEnabled: boolean;
};

/**
 * /wallet/viewQuote/gadget: the gadget's price for a year. Proceed hands the checkout its
 * quote-payment record and goes on to consent or payment. Without a quote the customer goes back
 * to the wallet.
 */
export function GadgetQuotePage({ marketingEnabled }: QuotePageProps) {
  const [quote] = useState(() => readGadgetJourney().quote);
  if (!quote || quote.premium_cents === null) return <Navigate to={PATHS.wallet} replace />;
  return (
    <GadgetQuote
      quote={{ ...quote, premium_cents: quote.premium_cents }}
      marketingEnabled={marketingEnabled}
    />
  );
}

function GadgetQuote({
  quote,
  marketingEnabled,
}: QuotePageProps & { quote: GadgetQuoteAnswer & { premium_cents: number } }) {
  const navigate = useNavigate();
  const session = useSession();

  const onProceed = () => {
    const details: GadgetCheckoutDetails = {
      device: quote.device,
      valueEur: quote.value_eur,
      endDate: quote.end_date.slice(0, 10),
    };
    saveQuotePayment({
      product: GADGET_POLICY_TYPE,
      quoteReference: quote.quote_reference,
      schemeCode: quote.insurer,
      insurer: quote.insurer,
      priceCents: quote.premium_cents,
      startDate: quote.start_date.slice(0, 10),
      details,
    });
    navigate(marketingEnabled ? PATHS.consentFor(GADGET_TYPE) : signInCheck(GADGET_TYPE, session));
  };

  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.lead} />
      <PageBody narrow>
        <ProgressSteps steps={PROGRESS_STEPS.genericQuote} current="Your Quote" />
        <div className="gadget-quote">
          <Card as="section" accent="primary" aria-labelledby="gadget-quote-title">
            <h2 id="gadget-quote-title" className="gadget-title">
              {GADGET_DEVICES[quote.device]}
            </h2>
            <p className="gadget-price">
              <span>{TEXT.price}</span>{' '}
              <span className="gadget-price__amount">{formatEuro(quote.premium_cents)}</span>
            </p>
            <dl className="gadget-facts">
              <div>
                <dt>{TEXT.value}</dt>
                <dd>{formatEuro(quote.value_eur * 100)}</dd>
              </div>
              <div>
                <dt>{TEXT.cover}</dt>
                <dd>
                  {dateText(quote.start_date)} to {dateText(quote.end_date)}
                </dd>
              </div>
              <div>
                <dt>{TEXT.insurer}</dt>
                <dd>{quote.insurer_name}</dd>
              </div>
              <div>
                <dt>{TEXT.reference}</dt>
                <dd>{quote.quote_reference}</dd>
              </div>
            </dl>
          </Card>
          <Notice tone="warning">
            <h2 className="gadget-title">{TEXT.beforeYouProceed}</h2>
            <p>{TEXT.eligibility}</p>
            <ul>
              {GADGET_TEXTS.eligibility.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Notice>
          <div className="gadget-actions">
            <Button variant="secondary" onClick={() => navigate(GADGET_PATHS.getQuote)}>
              {TEXT.back}
            </Button>
            <Button onClick={onProceed}>{TEXT.proceed}</Button>
          </div>
        </div>
      </PageBody>
    </>
  );
}
