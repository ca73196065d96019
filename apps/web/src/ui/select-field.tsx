import clsx from 'clsx';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { LabelledField } from './labelled-field';
import './select-field.css';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice shown while nothing is chosen; leave out when a value is always set. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * platform.md 2.12 'dropdown': a native select, which every browser and screen reader already
 * handles well on touch and keyboard, with its hint and error tied to it like the text field's.
 */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  ref,
  ...selectProps
}: SelectFieldProps) {
  return (
    <LabelledField
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={clsx('select-field', className)}
    >
      {(control) => (
        <select
          id={id}
          ref={ref}
          className="text-field__input select-field__select"
          {...control}
          {...selectProps}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
