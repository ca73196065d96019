import type { InputHTMLAttributes, Ref } from 'react';
import { LabelledField } from './labelled-field';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input id={id} ref={ref} className="text-field__input" {...control} {...inputProps} />
      )}
    </LabelledField>
  );
}
