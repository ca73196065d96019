import type { ReactNode } from 'react';
import {
  get,
  useController,
  useFormContext,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { ChoiceField, type ChoiceOption } from '../choice-field';
import { Switch } from '../switch';
import { YesNoField } from '../yes-no-field';
import { fieldIdOf } from './field-ids';

/** The message react-hook-form holds for `name`, nested paths included. */
export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** A Yes/No question of a get-quote form, held as boolean | null (null = unanswered). */
export function YesNoQuestion<T extends FieldValues>({
  name,
  label,
  hint,
  onAnswer,
}: {
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** Runs after the answer is stored, for the clearing rules of home.md 4. */
  onAnswer?: (answer: boolean) => void;
}) {
  const { field } = useController<T>({ name });
  const error = useFieldError(name);
  return (
    <YesNoField
      id={fieldIdOf(name)}
      name={name}
      label={label}
      hint={hint}
      error={error}
      value={field.value as boolean | null}
      onChange={(answer) => {
        field.onChange(answer);
        onAnswer?.(answer);
      }}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}

/** One answer of a few, held as the text of the chosen option ('' while unanswered). */
export function ChoiceQuestion<T extends FieldValues>({
  name,
  label,
  hint,
  options,
  stacked,
  onAnswer,
}: {
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly ChoiceOption<string>[];
  stacked?: boolean;
  /** Runs with the answer instead of storing it, for an answer that clears others. */
  onAnswer?: (answer: string) => void;
}) {
  const { field } = useController<T>({ name });
  const error = useFieldError(name);
  return (
    <ChoiceField<string>
      id={fieldIdOf(name)}
      name={name}
      label={label}
      hint={hint}
      error={error}
      options={options}
      stacked={stacked}
      value={field.value as string}
      onChange={(answer) => (onAnswer ? onAnswer(answer) : field.onChange(answer))}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}

/** A Yes/No question whose answer the domain keeps as the text 'true' | 'false' | ''. */
export function YesNoTextQuestion<T extends FieldValues>({
  name,
  label,
  onAnswer,
}: {
  name: FieldPath<T>;
  label: ReactNode;
  onAnswer?: (answer: boolean) => void;
}) {
  const { field } = useController<T>({ name });
  const error = useFieldError(name);
  const value = field.value === 'true' ? true : field.value === 'false' ? false : null;
  return (
    <YesNoField
      id={fieldIdOf(name)}
      name={name}
      label={label}
      error={error}
      value={value}
      onChange={(answer) => {
        field.onChange(String(answer));
        onAnswer?.(answer);
      }}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}

/** A switch bound to a boolean form value. */
export function SwitchQuestion<T extends FieldValues>({
  name,
  label,
  onToggle,
}: {
  name: FieldPath<T>;
  label: ReactNode;
  onToggle?: (on: boolean) => void;
}) {
  const { field } = useController<T>({ name });
  return (
    <Switch
      label={label}
      name={name}
      isSelected={field.value === true}
      onChange={(on) => {
        field.onChange(on);
        onToggle?.(on);
      }}
    />
  );
}
