import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';

/** A change form's submit button: unavailable while it is sent, with what is being done beside it. */
export function DetailSubmit({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="account-form__submit">
      <Button type="submit" disabled={busy} aria-disabled={busy || undefined}>
        {children}
      </Button>
      {busy && <Spinner label={busyLabel} />}
    </div>
  );
}
