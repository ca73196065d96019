import { CAR_FEATURES, type CarCoverLevel, type CarCoverType } from '@wallet/domain';
import { useState } from 'react';
import { featuresShownFirst } from './car-quote-outcome';
import { CAR_QUOTE_TEXTS } from './car-quote-texts';

const TEXT = CAR_QUOTE_TEXTS.viewQuote;

/**
 * car-travel-payment.md 2 and 9: a cover level's features, the first few shown and the rest
 * behind 'Read more'. The button stays where it is and says what it does next, so the keyboard's
 * place is kept and the list grows below it in reading order.
 */
export function CarFeatures({
  level,
  coverType,
}: {
  level: CarCoverLevel;
  coverType: CarCoverType;
}) {
  const [expanded, setExpanded] = useState(false);
  const features = CAR_FEATURES[level];
  const shown = featuresShownFirst(level, coverType);
  const listId = `car-features-${level}`;
  const visible = expanded ? features : features.slice(0, shown);
  return (
    <>
      <ul id={listId} className="car-features">
        {visible.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {features.length > shown && (
        <button
          type="button"
          className="car-read-more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? TEXT.readLess : TEXT.readMore}
        </button>
      )}
    </>
  );
}
