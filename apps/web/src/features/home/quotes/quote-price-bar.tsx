import { HOME_QUOTE_MESSAGES as TEXT } from '@wallet/domain';
import clsx from 'clsx';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';

/**
 * The quote's price and its one button (home.md 2: a single button that either proceeds or
 * recalculates), kept in sight at the foot of the screen while the customer changes the excess
 * and extras: when a change makes the price out of date, the bar says so at the price and offers
 * Recalculate where the customer is looking.
 */
export function QuotePriceBar({
  annual,
  monthly,
  outOfDate,
  loading,
  onRecalculate,
  onProceed,
}: {
  annual: string;
  monthly: string;
  outOfDate: boolean;
  loading: boolean;
  onRecalculate: () => void;
  onProceed: () => void;
}) {
  return (
    <div className={clsx('home-price-bar', outOfDate && 'home-price-bar--out-of-date')}>
      <p className="home-price-bar__price" aria-live="polite">
        {outOfDate ? (
          <>
            <span className="home-price-bar__badge">{TEXT.priceOutOfDate}</span>{' '}
            <s className="home-price-bar__annual">{annual}</s>
          </>
        ) : (
          <>
            <span className="home-price-bar__annual">{annual}</span>{' '}
            <span className="home-price-bar__monthly">
              {TEXT.perYear}, or {monthly} {TEXT.perMonth}
            </span>
          </>
        )}
      </p>
      {outOfDate ? (
        <Button onClick={onRecalculate} disabled={loading} aria-busy={loading || undefined}>
          {loading ? (
            <span className="home-button-spinner">
              <Spinner label={TEXT.recalculating} /> {TEXT.recalculate}
            </span>
          ) : (
            TEXT.recalculate
          )}
        </Button>
      ) : (
        <Button onClick={onProceed}>{TEXT.proceed}</Button>
      )}
    </div>
  );
}
