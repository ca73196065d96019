import {
  HOME_ADDON_CODES,
  HOME_CANCELLATION_IN_SHORT,
  HOME_INSURER_NAMES,
  type HomeInsurerQuote,
  HOME_QUOTE_MESSAGES as TEXT,
} from '@wallet/domain';
import clsx from 'clsx';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PremiumLines } from './premium-lines';
import { formatEuroAmount, formatPrices, priceCentsOf } from './price';
import { isQuotable } from './quote-outcome';

/**
 * home.md 2 'Multiple-quote page': one insurer's offer, or word that it could not quote. The two
 * cards list the same things in the same order (price, excess, cancellation, extras on offer and
 * how the price is made up), so what differs between the insurers shows side by side.
 */
export function InsurerQuoteCard({
  quote,
  chosen,
  onSelect,
  kind,
}: {
  quote: HomeInsurerQuote;
  /** The insurer the customer chose before coming back to the comparison. */
  chosen: boolean;
  onSelect: (quote: HomeInsurerQuote) => void;
  /** What the quote is to the customer, above the insurer's name (a renewal's 'Your renewal'). */
  kind?: string;
}) {
  const name = HOME_INSURER_NAMES[quote.insurer];
  const kindLine = kind ? <span className="home-quote-card__kind">{kind}</span> : null;
  const titleId = `insurer-quote-${quote.insurer}`;
  const priceCents = isQuotable(quote) ? priceCentsOf(quote) : null;
  if (priceCents === null) {
    return (
      <Card as="article" aria-labelledby={titleId} className="home-quote-card">
        <h2 id={titleId} className="home-quote-card__title">
          {kindLine}
          {name}
        </h2>
        <p className="home-quote-card__declined">{TEXT.couldNotQuote}</p>
      </Card>
    );
  }
  const prices = formatPrices(priceCents);
  const withExtras = quote.addon_details.some((addon) => addon.selected);
  return (
    <Card
      as="article"
      accent="primary"
      aria-labelledby={titleId}
      className={clsx('home-quote-card', chosen && 'home-quote-card--chosen')}
    >
      <h2 id={titleId} className="home-quote-card__title">
        {kindLine}
        {name}
        {chosen && <span className="home-quote-card__chosen">{TEXT.yourChoice}</span>}
      </h2>
      <dl className="home-quote-card__facts">
        <div className="home-quote-card__fact home-quote-card__fact--price">
          <dt>{TEXT.annualPrice}</dt>
          <dd>
            <strong className="home-quote-card__price">{prices.annual}</strong> {TEXT.perYear}
            {withExtras && <span className="home-quote-card__note">{TEXT.withYourExtras}</span>}
          </dd>
        </div>
        <div className="home-quote-card__fact">
          <dt>{TEXT.monthlyPrice}</dt>
          <dd>
            <strong>{prices.monthly}</strong> {TEXT.perMonth}
            <span className="home-quote-card__note">
              {prices.instalments}, {TEXT.noExtraCost}
            </span>
          </dd>
        </div>
        <div className="home-quote-card__fact">
          <dt>{TEXT.excessOnQuote}</dt>
          <dd>
            {formatEuroAmount(quote.cover_details_information.excess_amount)}
            <span className="home-quote-card__note">{TEXT.excessCanChange}</span>
          </dd>
        </div>
        <div className="home-quote-card__fact">
          <dt>{TEXT.cancellation}</dt>
          <dd>{HOME_CANCELLATION_IN_SHORT[quote.insurer]}</dd>
        </div>
        <div className="home-quote-card__fact">
          <dt>{TEXT.extrasOnOffer}</dt>
          <dd>
            <ul className="home-quote-card__extras">
              {HOME_ADDON_CODES.map((code) => {
                const offer = quote.addon_details.find((addon) => addon.unique_code === code);
                return (
                  <li key={code}>
                    <span>{TEXT.extraLabels[code]}</span>{' '}
                    <span className={offer ? undefined : 'home-quote-card__not-offered'}>
                      {offer ? TEXT.extraPrice(formatEuroAmount(offer.amount)) : TEXT.notOffered}
                    </span>
                  </li>
                );
              })}
            </ul>
          </dd>
        </div>
      </dl>
      <details className="home-quote-card__breakdown">
        <summary>{TEXT.howPriceIsMade}</summary>
        <PremiumLines
          details={quote.premium_details}
          totalCents={priceCents}
          caption={`${TEXT.howPriceIsMade}: ${name}`}
          totalLabel={TEXT.totalAnnual}
        />
      </details>
      <Button block onClick={() => onSelect(quote)} aria-label={TEXT.selectInsurer(name)}>
        {TEXT.select}
      </Button>
    </Card>
  );
}
