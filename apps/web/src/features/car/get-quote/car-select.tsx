import type { CarQuoteForms } from '@wallet/domain';
import { useFormContext } from 'react-hook-form';
import { SELECT_PLACEHOLDER } from '../../../ui/journey/choice-options';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError } from '../../../ui/journey/question-fields';
import { SelectField } from '../../../ui/select-field';
import type { CarPath } from './car-form-paths';

/** A select of the car form, registered under its path with its error. */
export function CarSelect({
  name,
  label,
  hint,
  options,
  onChosen,
}: {
  name: CarPath;
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  /** For an answer that resets others (car-travel-payment.md 4), after it is stored. */
  onChosen?: (value: string) => void;
}) {
  const { register } = useFormContext<CarQuoteForms>();
  const error = useFieldError(name);
  return (
    <SelectField
      id={fieldIdOf(name)}
      label={label}
      hint={hint}
      placeholder={SELECT_PLACEHOLDER}
      options={options}
      error={error}
      {...register(name, {
        onChange: onChosen
          ? (event: { target: { value: string } }) => onChosen(event.target.value)
          : undefined,
      })}
    />
  );
}
