import {
  HOME_INSURER_NAMES,
  HOME_MONTHLY_INSTALMENTS,
  type HomeInsurerQuote,
  FIRE_BRIGADE_CHARGES_MAX_EUR,
  HOME_QUOTE_MESSAGES as TEXT,
  homeBenefitsLine,
} from '@wallet/domain';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { formatEuroAmount, formatPrices, priceCentsOf } from './price';
import { isQuotable } from './quote-outcome';

/** home.md 2 'Multiple-quote page': one insurer's offer, or word that it could not quote. */
export function InsurerQuoteCard({
  quote,
  onSelect,
}: {
  quote: HomeInsurerQuote;
  onSelect: (quote: HomeInsurerQuote) => void;
}) {
  const name = HOME_INSURER_NAMES[quote.insurer];
  const titleId = `insurer-quote-${quote.insurer}`;
  const priceCents = isQuotable(quote) ? priceCentsOf(quote) : null;
  const prices = priceCents !== null ? formatPrices(priceCents) : null;
  return (
    <Card as="article" accent={prices ? 'primary' : 'none'} aria-labelledby={titleId}>
      <h2 id={titleId} className="home-quote-card__title">
        {name}
      </h2>
      {prices ? (
        <>
          <dl className="home-quote-card__prices">
            <div>
              <dt>{TEXT.annualPrice}</dt>
              <dd>
                <strong className="home-quote-card__price">{prices.annual}</strong> {TEXT.perYear}
              </dd>
            </div>
            <div>
              <dt>{TEXT.monthlyPrice}</dt>
              <dd>
                <strong>{prices.monthly}</strong> {TEXT.perMonth(HOME_MONTHLY_INSTALMENTS)}
              </dd>
            </div>
          </dl>
          <p className="home-quote-card__benefits">
            {homeBenefitsLine(formatEuroAmount(FIRE_BRIGADE_CHARGES_MAX_EUR))}
          </p>
          <Button block onClick={() => onSelect(quote)} aria-label={TEXT.selectInsurer(name)}>
            {TEXT.select}
          </Button>
        </>
      ) : (
        <p className="home-quote-card__declined">{TEXT.couldNotQuote}</p>
      )}
    </Card>
  );
}
