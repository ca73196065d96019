import { useDebouncedValue } from '../lib/use-debounced-value';
import { LabelledField } from './labelled-field';

/** 'You have 12 characters remaining', or how many too many (GOV.UK character count). */
export const charactersLeftText = (left: number) =>
  left >= 0
    ? `You have ${left} ${left === 1 ? 'character' : 'characters'} remaining`
    : `You have ${-left} ${left === -1 ? 'character' : 'characters'} too many`;

/**
 * A text area with a count of the characters left (GOV.UK character count): it takes more than
 * the limit so nothing typed or pasted is cut off silently, and the form says so when sent. The
 * count is read out once typing pauses, not at every key.
 */
export function CharacterCountField({
  id,
  label,
  hint,
  maxLength,
  value,
  error,
  rows = 4,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  maxLength: number;
  value: string;
  error: string | undefined;
  rows?: number;
  onChange: (value: string) => void;
}) {
  const count = charactersLeftText(maxLength - value.trim().length);
  const spokenCount = useDebouncedValue(count, 1000);
  return (
    <LabelledField id={id} label={label} {...(hint ? { hint } : {})} error={error}>
      {(control) => (
        <>
          <textarea
            id={id}
            className="text-field__input character-count__input"
            rows={rows}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...control}
            aria-describedby={[control['aria-describedby'], `${id}-count`]
              .filter(Boolean)
              .join(' ')}
          />
          <p
            id={`${id}-count`}
            className="text-field__hint character-count__count"
            aria-hidden="true"
          >
            {count}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {value === '' ? '' : spokenCount}
          </p>
        </>
      )}
    </LabelledField>
  );
}
