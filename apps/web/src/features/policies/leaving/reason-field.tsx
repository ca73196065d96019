import { CANCELLATION_REASON_MAX_LENGTH } from '@wallet/domain';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { LabelledField } from '../../../ui/labelled-field';
import { LEAVING_STEP_TEXTS as TEXT } from './leaving-texts';

/**
 * The optional reason, with a count of the characters left (GOV.UK character count): the field
 * takes more than the limit so nothing typed or pasted is cut off silently, and the form says so
 * on Continue. The count is read out once typing pauses, not at every key.
 */
export function ReasonField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const count = TEXT.charactersLeft(CANCELLATION_REASON_MAX_LENGTH - value.trim().length);
  const spokenCount = useDebouncedValue(count, 1000);
  return (
    <LabelledField id={id} label={label} hint={TEXT.reasonHint} error={error}>
      {(control) => (
        <>
          <textarea
            id={id}
            className="text-field__input leaving-reason"
            rows={4}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...control}
            aria-describedby={[control['aria-describedby'], `${id}-count`]
              .filter(Boolean)
              .join(' ')}
          />
          <p
            id={`${id}-count`}
            className="text-field__hint leaving-reason__count"
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
