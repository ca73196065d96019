import {
  CAR_COVER_LEVEL_NAMES,
  CAR_COVER_TYPE_LABELS,
  CAR_FEATURES,
  PROGRESS_STEPS,
  euroToCents,
  formatEuro,
  type CarCoverLevel,
  type CarQuoteResponse,
} from '@wallet/domain';
import clsx from 'clsx';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { updateCarJourney, useCarJourney } from '../journey/car-journey';
import { featuresShownFirst, levelQuoteOf, notOfferedReasonOf } from './car-quote-outcome';
import { CAR_QUOTE_PATHS } from './car-quote-paths';
import { CAR_QUOTE_TEXTS } from './car-quote-texts';
import './car-quotes.css';

const TEXT = CAR_QUOTE_TEXTS.quotes;

/**
 * car-travel-payment.md 2: the two cards, Prestige first. A level the insurer did not offer
 * beside the other keeps its card, saying why in place of a price (docs/car-rating.md 2).
 */
const LEVELS_SHOWN: readonly CarCoverLevel[] = ['prestige', 'popular'];

/**
 * car-travel-payment.md 2: a card's total amount from the stored quote answer; with no quote
 * reference (or no price for the level) it is 0.
 */
function totalCentsOf(response: CarQuoteResponse | undefined, level: CarCoverLevel): number {
  if (!response?.quote_reference) return 0;
  const quote = levelQuoteOf(response, level);
  return quote ? euroToCents(quote.total_amount) : 0;
}

/** /wallet/viewMultipleQuotes/car (car-travel-payment.md 2 'Car Your Quotes'), stage YOUR_QUOTE. */
export function CarQuotesPage() {
  const navigate = useNavigate();
  const journey = useCarJourney();
  const response = journey.quoteResponse;
  const coverType = response?.cover_type;

  const onMoreInfo = (level: CarCoverLevel) => {
    // car-travel-payment.md 2: 'More info stores the selected type and opens /wallet/viewQuote/car'.
    updateCarJourney({ selectedLevel: level });
    navigate(CAR_QUOTE_PATHS.viewQuote);
  };

  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.lead} />
      <PageBody>
        <ProgressSteps steps={PROGRESS_STEPS.genericQuote} current="Your Quote" />
        <div className="car-quote-cards">
          {LEVELS_SHOWN.map((level) => {
            const name = CAR_COVER_LEVEL_NAMES[level];
            const titleId = `car-quote-${level}`;
            // docs/car-rating.md 2: a level not offered beside the other says why, with no price.
            const notOffered = notOfferedReasonOf(response, level);
            const chosen = journey.selectedLevel === level && !notOffered;
            const features = coverType
              ? CAR_FEATURES[level].slice(0, featuresShownFirst(level, coverType))
              : [];
            return (
              <Card
                key={level}
                as="article"
                accent="primary"
                aria-labelledby={titleId}
                className={clsx('car-quote-card', chosen && 'car-quote-card--chosen')}
              >
                <h2 id={titleId} className="car-quote-card__title">
                  {name}
                  {chosen && <span className="car-quote-card__chosen">{TEXT.yourChoice}</span>}
                </h2>
                {notOffered ? (
                  <>
                    <p className="car-quote-card__price">
                      <strong className="car-quote-card__amount">{TEXT.notOffered}</strong>
                    </p>
                    <p className="car-quote-card__reason">{notOffered}</p>
                  </>
                ) : (
                  <p className="car-quote-card__price">
                    <span className="car-quote-card__label">{TEXT.totalAmount}</span>{' '}
                    <strong className="car-quote-card__amount">
                      {formatEuro(totalCentsOf(response, level))}
                    </strong>{' '}
                    {TEXT.perYear}
                  </p>
                )}
                {coverType && (
                  <p className="car-quote-card__cover-type">
                    {TEXT.coverType(CAR_COVER_TYPE_LABELS[coverType])}
                  </p>
                )}
                {features.length > 0 && (
                  <ul className="car-features">
                    {features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                )}
                {!notOffered && (
                  <Button
                    block
                    onClick={() => onMoreInfo(level)}
                    aria-label={TEXT.moreInfoAbout(name)}
                  >
                    {TEXT.moreInfo}
                  </Button>
                )}
              </Card>
            );
          })}
        </div>
      </PageBody>
    </>
  );
}
