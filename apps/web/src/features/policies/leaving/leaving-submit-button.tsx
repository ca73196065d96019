import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';

/**
 * A step's main button: while its call is under way it says so and ignores presses (aria-disabled
 * keeps it focusable, so focus is not lost), so a request is never sent twice.
 */
export function LeavingSubmitButton({
  pending,
  pendingLabel,
  children,
  onClick,
  ...rest
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>) {
  return (
    <Button
      {...rest}
      className="leaving-submit"
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {pending ? (
        <span className="policies-button-progress">
          <Spinner label={pendingLabel} /> {children}
        </span>
      ) : (
        children
      )}
    </Button>
  );
}
