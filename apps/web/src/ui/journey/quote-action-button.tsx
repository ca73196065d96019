import { Button } from '../button';
import { Spinner } from '../spinner';
import './quote-action-button.css';

/**
 * car-travel-payment.md 2 and 4, the quote price bar's one button: Recalculate once an input
 * differs from the values last priced (with a spinner while the insurer answers), Proceed
 * otherwise. A price that is out of date cannot be bought.
 */
export function QuoteActionButton({
  changed,
  loading,
  onRecalculate,
  onProceed,
  proceedDisabled = false,
  describedBy,
  texts,
}: {
  changed: boolean;
  loading: boolean;
  onRecalculate: () => void;
  onProceed: () => void;
  /** An agent's script is pending (platform.md 4.4), or Proceed's own call is under way. */
  proceedDisabled?: boolean;
  /** What says why Proceed is disabled. */
  describedBy?: string;
  texts: { recalculate: string; recalculating: string; proceed: string };
}) {
  if (!changed) {
    return (
      <Button onClick={onProceed} disabled={proceedDisabled} aria-describedby={describedBy}>
        {texts.proceed}
      </Button>
    );
  }
  return (
    <Button onClick={onRecalculate} disabled={loading} aria-busy={loading || undefined}>
      {loading ? (
        <span className="quote-action-button__spinner">
          <Spinner label={texts.recalculating} /> {texts.recalculate}
        </span>
      ) : (
        texts.recalculate
      )}
    </Button>
  );
}
