import clsx from 'clsx';
import type { ReactNode } from 'react';
import { QuoteActionButton } from './quote-action-button';
import './quote-price-bar.css';

/**
 * A quote's price and its one button (home.md 2 and car-travel-payment.md 4: a single button that
 * either proceeds or recalculates), kept in sight at the foot of the screen while the customer
 * changes the cover: when a change makes the price out of date, the bar says so first and strikes
 * the price, and offers Recalculate where the customer is looking.
 */
export function QuotePriceBar({
  label,
  price,
  note,
  outOfDate,
  outOfDateText,
  loading,
  onRecalculate,
  onProceed,
  proceedDisabled,
  describedBy,
  texts,
}: {
  /** What the price is, before it ('Annual premium'); none when the note says it. */
  label?: string;
  /** The price as shown, e.g. '€510.04'. */
  price: string;
  /** Said after an up-to-date price ('per year, or €42.50 a month'). */
  note?: ReactNode;
  outOfDate: boolean;
  outOfDateText: string;
  loading: boolean;
  onRecalculate: () => void;
  onProceed: () => void;
  /** An agent's script is pending (platform.md 4.4), or Proceed's own call is under way. */
  proceedDisabled?: boolean;
  describedBy?: string;
  texts: { recalculate: string; recalculating: string; proceed: string };
}) {
  return (
    <div className={clsx('quote-price-bar', outOfDate && 'quote-price-bar--out-of-date')}>
      <p className="quote-price-bar__price" aria-live="polite" aria-busy={loading || undefined}>
        {label && <span className="quote-price-bar__label">{label}</span>}{' '}
        {outOfDate ? (
          <>
            <span className="quote-price-bar__badge">{outOfDateText}</span>{' '}
            <s className="quote-price-bar__amount">{price}</s>
          </>
        ) : (
          <>
            <strong className="quote-price-bar__amount">{price}</strong>
            {note && <span className="quote-price-bar__note"> {note}</span>}
          </>
        )}
      </p>
      <QuoteActionButton
        changed={outOfDate}
        loading={loading}
        onRecalculate={onRecalculate}
        onProceed={onProceed}
        proceedDisabled={proceedDisabled}
        describedBy={describedBy}
        texts={texts}
      />
    </div>
  );
}
