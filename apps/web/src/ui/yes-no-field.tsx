import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';
import { FieldError } from './field-error';
import './yes-no-field.css';

export const YES_NO_LABELS = { yes: 'Yes', no: 'No' } as const;

type YesNoFieldProps = {
  /** The id of the Yes radio (the one the error summary links to); No gets `${id}-no`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** null while unanswered. */
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  onBlur?: () => void;
  name: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * A Yes/No question drawn like the button group (platform.md 2.12). Native radios keep the
 * arrow-key behaviour of a radio group and give the error summary a real element to focus.
 */
export function YesNoField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  name,
  ref,
  className,
}: YesNoFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const options = [
    { answer: true, optionId: id, text: YES_NO_LABELS.yes },
    { answer: false, optionId: `${id}-no`, text: YES_NO_LABELS.no },
  ];
  return (
    <fieldset
      className={clsx('yes-no-field', error && 'yes-no-field--error', className)}
      aria-describedby={describedBy}
    >
      <legend className="yes-no-field__legend">{label}</legend>
      {hint && (
        <p id={hintId} className="yes-no-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      <div className="yes-no-field__options">
        {options.map(({ answer, optionId, text }) => (
          <label key={optionId} className="yes-no-field__option" htmlFor={optionId}>
            <input
              id={optionId}
              ref={answer ? ref : undefined}
              type="radio"
              name={name}
              className="yes-no-field__input"
              checked={value === answer}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(answer)}
              onBlur={onBlur}
            />
            <span>{text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
