import { Spinner } from '../../../ui/spinner';

/**
 * What an account page shows while the details it needs are read: a spinner in a screen's height
 * (account.css), so the footer waits below the fold instead of jumping when the page arrives.
 */
export function AccountLoading({ label }: { label: string }) {
  return (
    <div className="account__loading">
      <Spinner label={label} size="large" />
    </div>
  );
}
