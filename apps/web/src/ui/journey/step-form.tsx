import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import {
  FormProvider,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useLocation } from 'react-router';
import { useSchemaForm, type SchemaSource } from '../../lib/use-schema-form';
import { Button } from '../button';
import { ErrorSummary } from '../error-summary';
import { ExpandableCard } from '../expandable-card';
import { CARD_STATUS_LABELS, cardStatusOf } from './card-status';
import { summaryErrorsOf } from './field-ids';
import './step-form.css';

/** Set in the navigation state when another step sends the customer back to fix this one. */
export type StepLocationState = { revalidate?: boolean } | null;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A step's starting values: the defaults overlaid with what the journey holds. Nested blocks
 * (addresses, the joint owner) are overlaid field by field, so values stored by an older build
 * never leave a field undefined.
 */
export function initialValuesOf<T extends object>(defaults: T, stored: unknown): T {
  const base = defaults as Record<string, unknown>;
  if (!isPlainObject(stored)) return defaults;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in base) || value === undefined) continue;
    const start = base[key];
    merged[key] = isPlainObject(start) && isPlainObject(value) ? { ...start, ...value } : value;
  }
  return merged as T;
}

/** Whether another step sent the customer back to fix this one (its errors show at once). */
function revalidateRequested(state: unknown): boolean {
  return (state as StepLocationState)?.revalidate === true;
}

/**
 * A journey step's form: starts from `initialValues` (what the journey holds, so a reload or the
 * back button loses nothing), hands every change to `onValuesChange` as it is typed, and checks
 * with the step's schema (or the schema once loaded).
 */
export function useStepForm<Input extends FieldValues, Output>(
  schema: SchemaSource<Input, Output>,
  initialValues: Input,
  onValuesChange: (values: Partial<Input>) => void,
): UseFormReturn<Input, unknown, Output> {
  const form = useSchemaForm(schema, initialValues as DefaultValues<Input>);
  const { watch, trigger } = form;
  const location = useLocation();
  const revalidate = revalidateRequested(location.state);
  const changed = useRef(onValuesChange);
  changed.current = onValuesChange;

  useEffect(() => {
    const subscription = watch((values) => changed.current(values as Partial<Input>));
    return () => subscription.unsubscribe();
  }, [watch]);

  useEffect(() => {
    // home.md 2: the final button found this step incomplete, so its errors show at once.
    if (revalidate) void trigger();
  }, [revalidate, trigger]);

  return form;
}

/**
 * The current step's card: its status ring (home.md 4), the error summary, the fields and the
 * Back and Next buttons.
 */
export function StepForm<Input extends FieldValues, Output>({
  title,
  form,
  initiallyValid,
  openedBefore,
  submitLabel,
  onValid,
  onInvalid,
  onBack,
  submitDisabled = false,
  submitNote,
  children,
}: {
  title: string;
  form: UseFormReturn<Input, unknown, Output>;
  /** Whether the values the step opened with already passed its schema. */
  initiallyValid: boolean;
  /** Whether the step had been shown before this visit. */
  openedBefore: boolean;
  submitLabel: string;
  onValid: (data: Output, values: Input) => void;
  onInvalid: () => void;
  /** Back to the previous step; the first step has none. */
  onBack?: () => void;
  /** While an agent's script is pending (platform.md 4.4) the submit button is disabled. */
  submitDisabled?: boolean;
  /** Said under the buttons: why the button is disabled, its element carrying `id`. */
  submitNote?: { id: string; content: ReactNode };
  children: ReactNode;
}) {
  const {
    handleSubmit,
    getValues,
    formState: { errors, submitCount, isSubmitSuccessful },
  } = form;
  const revalidate = revalidateRequested(useLocation().state);
  const summary = summaryErrorsOf(errors);
  const hasErrors = summary.length > 0;
  const status =
    submitCount > 0 || hasErrors
      ? cardStatusOf(true, !hasErrors && isSubmitSuccessful)
      : openedBefore
        ? cardStatusOf(true, initiallyValid)
        : 'default';

  const { trigger } = form;
  const warnsOnOpening = openedBefore && !initiallyValid;
  useEffect(() => {
    // A step left invalid opens with its warning ring, so its messages show with it at once: a
    // ring that says 'has errors' never stands without the messages that say which.
    if (warnsOnOpening) void trigger();
  }, [warnsOnOpening, trigger]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit((data) => onValid(data, getValues()), onInvalid)(event);

  return (
    <ExpandableCard
      title={title}
      status={status}
      statusLabel={CARD_STATUS_LABELS[status]}
      headingLevel={2}
      defaultOpen
    >
      <FormProvider {...form}>
        <form className="get-quote-form" noValidate onSubmit={onSubmit}>
          {/* The summary answers a submit, or the final button that sent the customer back here
              (counted as one); a step opened with errors shows them beside its fields. */}
          <ErrorSummary
            errors={submitCount > 0 || revalidate ? summary : []}
            submitCount={submitCount + (revalidate ? 1 : 0)}
          />
          {children}
          <div className="get-quote-form__actions">
            {onBack && (
              <Button variant="secondary" onClick={onBack}>
                Back
              </Button>
            )}
            <Button
              type="submit"
              disabled={submitDisabled}
              aria-describedby={submitNote ? submitNote.id : undefined}
            >
              {submitLabel}
            </Button>
          </div>
          {submitNote?.content}
        </form>
      </FormProvider>
    </ExpandableCard>
  );
}
