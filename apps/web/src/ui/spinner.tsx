import clsx from 'clsx';
import './spinner.css';

export const LOADING_LABEL = 'Loading';

type SpinnerProps = { label?: string; size?: 'small' | 'large'; className?: string };

/** An inline spinner that announces what is loading. */
export function Spinner({ label = LOADING_LABEL, size = 'small', className }: SpinnerProps) {
  return (
    <span role="status" className={clsx('spinner', `spinner--${size}`, className)}>
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Fills the page area while a whole screen loads. */
export function PageSpinner({ label = LOADING_LABEL }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} size="large" />
    </div>
  );
}
