import clsx from 'clsx';
import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import './text-field.css';

/** What a control needs to be tied to its hint and error. */
export type FieldControlProps = {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * The label, hint and error around one control, with the hint and the error tied to it through
 * aria-describedby (GOV.UK pattern: label, hint, error, then the control).
 */
export function LabelledField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={clsx('text-field', error && 'text-field--error', className)}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      {children({
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
    </div>
  );
}
