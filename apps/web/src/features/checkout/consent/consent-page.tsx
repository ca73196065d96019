import {
  MARKETING_CHANNELS,
  MARKETING_CONSENT_DEFAULTS,
  canContinueWithConsent,
  withAllChannels,
  withChannel,
  withConsent,
  type MarketingConsent,
} from '@wallet/domain';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { readQuotePayment } from '../../../lib/checkout/quote-payment';
import type { SessionState } from '../../../lib/session';
import { signInCheck } from '../../../lib/sign-in-check';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { Switch } from '../../../ui/switch';
import { readMarketingConsent, saveMarketingConsent } from '../../../lib/checkout/checkout-storage';
import {
  PAYMENT_PROGRESS_STEP,
  type CheckoutProduct,
} from '../../../lib/checkout/checkout-product';
import { CONSENT_TEXTS as TEXT } from './consent-texts';
import '../checkout.css';

type ConsentPageProps = {
  product: CheckoutProduct;
  session: Pick<SessionState, 'status'>;
};

/** /wallet/consent/{type} (home.md 4 'Marketing consent'), shown when marketing_enabled. */
export function ConsentPage({ product, session }: ConsentPageProps) {
  const [hasQuote] = useState(() => readQuotePayment(product.policyType) !== null);
  // home.md 8: without the chosen quote there is nothing to consent for.
  if (!hasQuote) return <Navigate to={PATHS.wallet} replace />;
  return <ConsentForm product={product} session={session} />;
}

const HINT_ID = 'consent-next-hint';

function ConsentForm({ product, session }: ConsentPageProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<MarketingConsent>(
    () => readMarketingConsent(product.policyType) ?? MARKETING_CONSENT_DEFAULTS,
  );
  const canContinue = canContinueWithConsent(values);

  const onNext = () => {
    if (!canContinue) return;
    saveMarketingConsent(product.policyType, values);
    navigate(signInCheck(product.type, session));
  };

  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.lead} />
      <PageBody>
        <ProgressSteps steps={product.progressSteps} current={PAYMENT_PROGRESS_STEP} />
        <div className="checkout-stack">
          <Card as="section" aria-labelledby="consent-marketing-title">
            <h2 id="consent-marketing-title" className="checkout-section-title">
              {TEXT.explanationTitle}
            </h2>
            {TEXT.explanation.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <Switch
              label={TEXT.consentLabel}
              isSelected={values.consent}
              onChange={(selected) => setValues((current) => withConsent(current, selected))}
            />
            {values.consent && (
              <fieldset className="checkout-fieldset">
                <legend className="checkout-fieldset__legend">{TEXT.channelsLegend}</legend>
                <Checkbox
                  id="consent-select-all"
                  label={TEXT.selectAll}
                  checked={values.selectAll}
                  onChange={(event) =>
                    setValues((current) => withAllChannels(current, event.target.checked))
                  }
                />
                <div className="checkout-channels">
                  {MARKETING_CHANNELS.map((channel) => (
                    <Checkbox
                      key={channel}
                      id={`consent-${channel}`}
                      label={TEXT.channels[channel]}
                      checked={values[channel]}
                      onChange={(event) =>
                        setValues((current) => withChannel(current, channel, event.target.checked))
                      }
                    />
                  ))}
                </div>
              </fieldset>
            )}
          </Card>

          <Card as="section" aria-labelledby="consent-analyse-title">
            <h2 id="consent-analyse-title" className="checkout-section-title">
              {TEXT.analyseTitle}
            </h2>
            <p>{TEXT.analyseExplanation}</p>
            <Switch
              label={TEXT.analyseLabel}
              isSelected={values.analyzeTransaction}
              onChange={(selected) =>
                setValues((current) => ({ ...current, analyzeTransaction: selected }))
              }
            />
          </Card>

          <div className="checkout-actions">
            {/* Announced when it appears, so the reason Next is unavailable is never silent. */}
            <p id={HINT_ID} className="checkout-hint" aria-live="polite">
              {canContinue ? '' : TEXT.chooseChannel}
            </p>
            <Button
              onClick={onNext}
              disabled={!canContinue}
              aria-describedby={canContinue ? undefined : HINT_ID}
            >
              {TEXT.next}
            </Button>
          </div>
        </div>
      </PageBody>
    </>
  );
}
