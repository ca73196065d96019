import {
  DESTINATION_ZONE_LABELS,
  TRAVEL_BENEFITS,
  TRIP_TYPES,
  TRIP_TYPE_LABELS,
  formatWholeEuro,
  isoToDisplayDate,
  multiTripStartDateProblem,
  toTravelRecalculationRequest,
  tripChoicesOf,
  withMultiTrip,
  type TravelQuoteOffer,
  type TravelQuoteResponse,
  type TravelViewQuoteValues,
  type TripType,
} from '@wallet/domain';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { quoteErrorStateOf } from '../../../ui/journey/quote-call-failure';
import { Card } from '../../../ui/card';
import { DateField } from '../../../ui/date-field';
import { QuoteActionButton } from '../../../ui/journey/quote-action-button';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { Switch } from '../../../ui/switch';
import { useRecalculateTravelQuote } from '../api/recalculate-travel-quote';
import {
  readTravelJourney,
  updateTravelJourney,
  useTravelJourney,
} from '../journey/travel-journey';
import { TRAVEL_PATHS, TRAVEL_PROGRESS_STEPS } from '../travel-paths';
import { TRAVEL_TEXTS } from '../travel-texts';
import { PremiumBreakdown, euro } from './premium-breakdown';
import { offerOf, travelQuoteOutcome } from './travel-quote-outcome';
import './travel-quotes.css';

const TEXT = TRAVEL_TEXTS.quote;
const START_DATE_ID = 'travel-quote-policy-start-date';

const dateText = (iso: string) => isoToDisplayDate(iso.slice(0, 10)) ?? iso;

/**
 * /wallet/viewMultipleQuotes/travel (car-travel-payment.md 2 'Travel view quote'). With no trip
 * type or no quotes the customer goes back to the wallet.
 */
export function TravelQuotePage() {
  const journey = useTravelJourney();
  const tripType = journey.forms ? tripChoicesOf(journey.forms.yourTrip).tripType : undefined;
  const response = journey.quoteResponse;
  if (!tripType || !response || response.quotes.length === 0) {
    return <Navigate to={PATHS.wallet} replace />;
  }
  return <TravelQuote tripType={tripType} response={response} priced={journey.viewQuote} />;
}

function Benefits() {
  return (
    <table className="travel-premium-table travel-benefits" aria-labelledby="travel-quote-benefits">
      <thead>
        <tr>
          <th scope="col">{TEXT.benefit}</th>
          <th scope="col">{TEXT.limit}</th>
        </tr>
      </thead>
      <tbody>
        {TRAVEL_BENEFITS.map((benefit) => (
          <tr key={benefit.name}>
            <td>{benefit.name}</td>
            <td>
              {benefit.limitCents === null ? TEXT.unlimited : formatWholeEuro(benefit.limitCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TripSummary({ offer }: { offer: TravelQuoteOffer }) {
  return (
    <dl className="travel-facts">
      <div>
        <dt>{TEXT.tripSummary}</dt>
        <dd>{TRIP_TYPE_LABELS[offer.trip_type]}</dd>
      </div>
      <div>
        <dt>{TRAVEL_TEXTS.yourTrip.zone}</dt>
        <dd>{DESTINATION_ZONE_LABELS[offer.destination_zone_id]}</dd>
      </div>
      <div>
        <dt>Cover</dt>
        <dd>
          {dateText(offer.start_date)} to {dateText(offer.end_date)} ({offer.cover_days} days)
        </dd>
      </div>
    </dl>
  );
}

function TravelQuote({
  tripType,
  response,
  priced,
}: {
  /** The trip type the form asked for: the switch is offered on a single trip. */
  tripType: TripType;
  response: TravelQuoteResponse;
  /** What the answer was last priced with on this screen. */
  priced: TravelViewQuoteValues | undefined;
}) {
  const navigate = useNavigate();
  const [today] = useState(() => new Date());
  const calculated = priced ?? {
    isMultiTrip: tripType === TRIP_TYPES.annualMultiTrip,
    policyStartDate: '',
  };
  const [values, setValues] = useState<TravelViewQuoteValues>(calculated);
  const [dateError, setDateError] = useState<string | null>(null);
  const recalculation = useRecalculateTravelQuote({
    onSuccess: (next, request) => {
      // car-travel-payment.md 4: acceptance notifications or no answer lead to the error page;
      // an answer with a quote reference replaces the quote.
      if (travelQuoteOutcome(next) !== 'quoted') {
        // The quote shown stays the journey's, so the error page can give its reference.
        navigate(TRAVEL_PATHS.error);
        return;
      }
      updateTravelJourney({
        quoteResponse: next,
        selected: undefined,
        viewQuote: {
          isMultiTrip: request.is_multi_trip,
          policyStartDate: request.policy_start_date ? dateText(request.policy_start_date) : '',
        },
      });
    },
    onError: (error) => navigate(TRAVEL_PATHS.error, { state: quoteErrorStateOf(error) }),
  });
  const loading = recalculation.isPending;
  const offerType = calculated.isMultiTrip ? TRIP_TYPES.annualMultiTrip : TRIP_TYPES.single;
  const offer = offerOf(response, tripType === TRIP_TYPES.single ? offerType : tripType)!;
  const changed =
    values.isMultiTrip !== calculated.isMultiTrip ||
    (values.isMultiTrip && values.policyStartDate !== calculated.policyStartDate);

  const recalculate = (next: TravelViewQuoteValues) => {
    const problem = next.isMultiTrip
      ? multiTripStartDateProblem(next.policyStartDate, today)
      : undefined;
    setDateError(problem ?? null);
    if (problem) {
      document.getElementById(START_DATE_ID)?.focus();
      return;
    }
    recalculation.mutate(toTravelRecalculationRequest(response.quote_reference, next));
  };

  const onSwitch = (on: boolean) => {
    // car-travel-payment.md 4: on sets multi-trip and recalculates; off reverts to the single
    // trip and clears the start date. The policy starts with the trip when the trip starts
    // within the multi-trip window; otherwise the customer gives the date first.
    const tripStart = readTravelJourney().forms?.yourTrip.travelFromDate ?? '';
    const suggested = multiTripStartDateProblem(tripStart, today) ? '' : tripStart;
    const next = withMultiTrip(
      { ...values, policyStartDate: values.policyStartDate || suggested },
      on,
    );
    setValues(next);
    setDateError(null);
    if (!on || !multiTripStartDateProblem(next.policyStartDate, today)) recalculate(next);
  };

  const onProceed = () => {
    // car-travel-payment.md 4: proceeding stores the selection and goes to the declaration page.
    updateTravelJourney({ selected: { premiumId: offer.premium_id, quoteName: offer.name } });
    navigate(TRAVEL_PATHS.declaration);
  };

  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.lead} />
      <PageBody>
        <ProgressSteps steps={TRAVEL_PROGRESS_STEPS} current="Your Quote" />
        <div className="travel-quote">
          <Card as="section" accent="primary" aria-labelledby="travel-quote-price">
            <h2 id="travel-quote-price" className="travel-section-title">
              {TRIP_TYPE_LABELS[offer.trip_type]}
            </h2>
            <p className="travel-price" aria-live="polite" aria-busy={loading || undefined}>
              <span className="travel-price__label">{TEXT.total}</span>{' '}
              <span className="travel-price__amount">{euro(offer.breakdown.total_payable)}</span>
            </p>
            <TripSummary offer={offer} />
            {tripType === TRIP_TYPES.single && (
              <div className="travel-upgrade">
                <Switch
                  label={TEXT.upgrade}
                  isSelected={values.isMultiTrip}
                  isDisabled={loading}
                  onChange={onSwitch}
                />
                <p className="travel-note">{TEXT.upgradeHint}</p>
                {values.isMultiTrip && (
                  <DateField
                    id={START_DATE_ID}
                    label={TRAVEL_TEXTS.yourTrip.policyStartDate}
                    hint={TRAVEL_TEXTS.yourTrip.dateHint(today)}
                    twoDigitYears="near"
                    error={dateError ?? undefined}
                    value={values.policyStartDate}
                    disabled={loading}
                    onChange={(event) =>
                      setValues((current) => ({ ...current, policyStartDate: event.target.value }))
                    }
                  />
                )}
              </div>
            )}
            <PremiumBreakdown response={response} offer={offer} />
          </Card>

          <Card as="section" aria-labelledby="travel-quote-benefits">
            <h2 id="travel-quote-benefits" className="travel-section-title">
              {TEXT.benefits}
            </h2>
            <Benefits />
          </Card>

          <Notice tone="warning">
            <h2 className="travel-section-title">{TEXT.beforeYouProceedTitle}</h2>
            <p>{TEXT.eligibility}</p>
            {response.valid_until && <p>{TEXT.validity(dateText(response.valid_until))}</p>}
          </Notice>

          <div className="travel-actions travel-actions--end">
            <QuoteActionButton
              changed={changed}
              loading={loading}
              onRecalculate={() => recalculate(values)}
              onProceed={onProceed}
              texts={TEXT}
            />
          </div>
        </div>
      </PageBody>
    </>
  );
}
