import {
  PHONE,
  TRAVEL_BIND_MESSAGES,
  TRAVEL_DECLARATION,
  TRAVEL_DECLARATION_DENIED,
  TRAVEL_INSURER,
  euroToCents,
  offeredTravelExtras,
  parseIsoDate,
  toTravelQuoteRequest,
  type TravelCheckoutDetails,
  type TravelQuoteOffer,
} from '@wallet/domain';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { saveQuotePayment } from '../../../lib/checkout/quote-payment';
import { useSession } from '../../../lib/session';
import { signInCheck } from '../../../lib/sign-in-check';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ChoiceField } from '../../../ui/choice-field';
import { ContactButton } from '../../../ui/contact-button';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { useTravelJourney, type TravelJourney } from '../journey/travel-journey';
import { TRAVEL_PATHS, TRAVEL_PROGRESS_STEPS } from '../travel-paths';
import { TRAVEL_TEXTS } from '../travel-texts';
import '../quotes/travel-quotes.css';

const TEXT = TRAVEL_TEXTS.declaration;
const QUESTION_ID = 'travel-declaration-answer';

type DeclarationProps = {
  /** platform.md 3.2 marketing_enabled: a consent step comes before payment. */
  marketingEnabled: boolean;
};

/** The quote the customer proceeded with on the quote screen, if it is still the one on offer. */
function selectedOffer(journey: TravelJourney): TravelQuoteOffer | undefined {
  const premiumId = journey.selected?.premiumId;
  return journey.quoteResponse?.quotes.find((quote) => quote.premium_id === premiumId);
}

/** What the checkout is handed for the bind and the summary before Buy. */
function checkoutDetailsOf(journey: TravelJourney, offer: TravelQuoteOffer): TravelCheckoutDetails {
  // The answers the quote was asked with (valid when sent), in the payload's own terms.
  const asked = journey.forms ? toTravelQuoteRequest(journey.forms).travel_quote : undefined;
  const country = offer.trip_type === 1 ? asked?.cover_details.destination_country : null;
  return {
    premiumId: offer.premium_id,
    quoteName: offer.name,
    tripType: offer.trip_type,
    destinationZone: offer.destination_zone_id,
    ...(country ? { destinationCountry: country } : {}),
    endDate: offer.end_date.slice(0, 10),
    coverDays: offer.cover_days,
    extras: asked?.cover_details.addons_selected ?? [],
    ...(asked
      ? {
          offeredExtras: offeredTravelExtras({
            dateOfBirth: parseIsoDate(asked.policy_holder_details.date_of_birth),
            zone: offer.destination_zone_id,
            today: new Date(),
          }),
        }
      : {}),
    insuredPerson: asked?.cover_details.insured_person_type ?? 1,
    numberOfChildren: asked?.policy_holder_details.number_of_children ?? 0,
    declarationConfirmed: true,
  };
}

/**
 * /wallet/declaration/ (car-travel-payment.md 2 'Travel declaration'): the customer confirms or
 * denies the quote's statement. Confirming goes on to consent or payment; denying shows that
 * cover cannot be offered and the number to call.
 */
export function TravelDeclarationPage({ marketingEnabled }: DeclarationProps) {
  const journey = useTravelJourney();
  const offer = selectedOffer(journey);
  if (!offer || !journey.quoteResponse) return <Navigate to={PATHS.wallet} replace />;
  return (
    <Declaration
      journey={journey}
      offer={offer}
      quoteReference={journey.quoteResponse.quote_reference}
      marketingEnabled={marketingEnabled}
    />
  );
}

function Declaration({
  journey,
  offer,
  quoteReference,
  marketingEnabled,
}: DeclarationProps & { journey: TravelJourney; offer: TravelQuoteOffer; quoteReference: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onContinue = () => {
    if (answer === null) {
      setError(TRAVEL_BIND_MESSAGES.declarationRequired);
      document.getElementById(QUESTION_ID)?.focus();
      return;
    }
    if (!answer) return;
    saveQuotePayment({
      product: 'TRAVEL',
      quoteReference,
      schemeCode: offer.name,
      insurer: TRAVEL_INSURER.code,
      priceCents: euroToCents(offer.breakdown.total_payable),
      startDate: offer.start_date.slice(0, 10),
      details: checkoutDetailsOf(journey, offer),
    });
    navigate(marketingEnabled ? PATHS.consentFor('travel') : signInCheck('travel', session));
  };

  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.lead} />
      <PageBody narrow>
        <ProgressSteps steps={TRAVEL_PROGRESS_STEPS} current="Your Quote" />
        <div className="travel-quote">
          <Card as="section" accent="primary" aria-labelledby="travel-declaration-statement">
            <h2 id="travel-declaration-statement" className="travel-section-title">
              {TEXT.statementTitle}
            </h2>
            <p className="travel-declaration">{offer.declaration || TRAVEL_DECLARATION}</p>
            <ChoiceField<boolean>
              id={QUESTION_ID}
              name="declaration"
              label={TEXT.question}
              error={error ?? undefined}
              stacked
              options={[
                { value: true, label: TEXT.confirm },
                { value: false, label: TEXT.deny, id: `${QUESTION_ID}-deny` },
              ]}
              value={answer}
              onChange={(confirmed) => {
                setAnswer(confirmed);
                setError(null);
              }}
            />
          </Card>
          {answer === false && (
            <Notice tone="warning">
              <p role="alert">{TRAVEL_DECLARATION_DENIED}</p>
              <ContactButton
                contact={{ type: 'phone', phoneNumber: PHONE.sales }}
                label={TEXT.callUs}
              />
            </Notice>
          )}
          <div className="travel-actions">
            <Button variant="secondary" onClick={() => navigate(TRAVEL_PATHS.quote)}>
              {TEXT.back}
            </Button>
            {answer !== false && <Button onClick={onContinue}>{TEXT.continue}</Button>}
          </div>
        </div>
      </PageBody>
    </>
  );
}
