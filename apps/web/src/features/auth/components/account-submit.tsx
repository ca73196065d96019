import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';

/**
 * An account form's submit button: unavailable while the form is being sent, with what is being
 * done said beside it ('Checking your code').
 */
export function AccountSubmit({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <Button type="submit" block disabled={busy} aria-disabled={busy || undefined}>
        {children}
      </Button>
      {busy && (
        <p className="login-form__progress">
          <Spinner label={busyLabel} />
        </p>
      )}
    </>
  );
}
