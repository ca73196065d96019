import clsx from 'clsx';
import type { InputHTMLAttributes, Ref } from 'react';
import { FieldError } from './field-error';
import './checkbox.css';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  /**
   * Words only: a link inside the label would take a tap meant for the box. A consent whose
   * words name documents links them beside it (ConsentCheckbox).
   */
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** platform.md 2.12: a tick box with its label beside it (the whole label toggles it). */
export function Checkbox({ id, label, error, className, ref, ...inputProps }: CheckboxProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={clsx('checkbox', error && 'checkbox--error', className)}>
      <FieldError id={`${id}-error`} message={error} />
      <input
        id={id}
        ref={ref}
        type="checkbox"
        className="checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...inputProps}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
