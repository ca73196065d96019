import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';
import { FieldError } from './field-error';
import './yes-no-field.css';
import './choice-cards.css';

export type ChoiceValue = string | boolean;

export type ChoiceOption<V extends ChoiceValue> = {
  value: V;
  label: ReactNode;
  /** The radio's id; the first option's is the field's own. */
  id?: string;
};

type ChoiceFieldProps<V extends ChoiceValue> = {
  /** The id of the first radio (the one the error summary links to). */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly ChoiceOption<V>[];
  /** null or undefined while unanswered. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  name: string;
  ref?: Ref<HTMLInputElement>;
  /** Options one under another, for longer labels; side by side otherwise. */
  stacked?: boolean;
  /**
   * 'cards': each option a card with its radio showing, one under another, for a choice whose
   * options carry details (a price, a plan); drawn apart from the page's buttons, so a chosen
   * option never reads as a button to press.
   */
  look?: 'buttons' | 'cards';
  disabled?: boolean;
  className?: string;
};

/**
 * One answer from a few, drawn like the button group (platform.md 2.12). Native radios keep the
 * arrow-key behaviour of a radio group, cost no script, and give the error summary a real
 * element to focus.
 */
export function ChoiceField<V extends ChoiceValue>({
  id,
  label,
  hint,
  error,
  options,
  value,
  onChange,
  onBlur,
  name,
  ref,
  stacked = false,
  look = 'buttons',
  disabled,
  className,
}: ChoiceFieldProps<V>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={clsx(
        'yes-no-field',
        stacked && 'yes-no-field--stacked',
        look === 'cards' && 'choice-cards',
        error && 'yes-no-field--error',
        className,
      )}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className="yes-no-field__legend">{label}</legend>
      {hint && (
        <p id={hintId} className="yes-no-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      <div className="yes-no-field__options">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : (option.id ?? `${id}-${String(option.value)}`);
          return (
            <label key={optionId} className="yes-no-field__option" htmlFor={optionId}>
              <input
                id={optionId}
                ref={index === 0 ? ref : undefined}
                type="radio"
                name={name}
                value={String(option.value)}
                className="yes-no-field__input"
                checked={value === option.value}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
