import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import {
  FormProvider,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { ExpandableCard } from '../../../ui/expandable-card';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import { summaryErrorsOf } from './field-ids';
import {
  CARD_STATUS_LABELS,
  cardStatusOf,
  GET_QUOTE_CARD_TITLES,
  getQuotePath,
  previousStep,
  type GetQuoteStep,
} from './get-quote-steps';

/** Set in the navigation state when another step sends the customer back to fix this one. */
export type GetQuoteLocationState = { revalidate?: boolean } | null;

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

/**
 * A step's form: starts from what the journey holds (so a reload or the back button loses
 * nothing), keeps every change in the journey as it is typed, and checks with the step's schema.
 */
export function useStepForm<Input extends FieldValues, Output>(
  step: GetQuoteStep,
  schema: z.ZodType<Output, Input>,
  initialValues: Input,
): UseFormReturn<Input, unknown, Output> {
  const form = useSchemaForm(schema, initialValues as DefaultValues<Input>);
  const { watch, trigger } = form;
  const location = useLocation();
  const revalidate = (location.state as GetQuoteLocationState)?.revalidate === true;

  useEffect(() => {
    const subscription = watch((values) => updateHomeJourney({ [step]: values }));
    return () => subscription.unsubscribe();
  }, [watch, step]);

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
  step,
  form,
  initiallyValid,
  submitLabel,
  onValid,
  children,
}: {
  step: GetQuoteStep;
  form: UseFormReturn<Input, unknown, Output>;
  /** Whether the values the step opened with already passed its schema. */
  initiallyValid: boolean;
  submitLabel: string;
  onValid: (data: Output, values: Input) => void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const {
    handleSubmit,
    getValues,
    formState: { errors, submitCount, isSubmitSuccessful },
  } = form;
  const openedBefore = useRef(readHomeJourney().cardsOpened[step]).current;
  const summary = summaryErrorsOf(errors);
  const hasErrors = summary.length > 0;
  const status =
    submitCount > 0 || hasErrors
      ? cardStatusOf(true, !hasErrors && isSubmitSuccessful)
      : openedBefore
        ? cardStatusOf(true, initiallyValid)
        : 'default';
  const back = previousStep(step);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      (data) => {
        updateHomeJourney({ [step]: getValues(), cardsOpened: { [step]: true } });
        onValid(data, getValues());
      },
      () => updateHomeJourney({ cardsOpened: { [step]: true } }),
    )(event);

  return (
    <ExpandableCard
      title={GET_QUOTE_CARD_TITLES[step]}
      status={status}
      statusLabel={CARD_STATUS_LABELS[status]}
      headingLevel={2}
      defaultOpen
    >
      <FormProvider {...form}>
        <form className="get-quote-form" noValidate onSubmit={onSubmit}>
          <ErrorSummary errors={summary} submitCount={submitCount} />
          {children}
          <div className="get-quote-form__actions">
            {back && (
              <Button
                variant="secondary"
                onClick={() => {
                  updateHomeJourney({ cardsOpened: { [step]: true } });
                  navigate(getQuotePath(back));
                }}
              >
                Back
              </Button>
            )}
            <Button type="submit">{submitLabel}</Button>
          </div>
        </form>
      </FormProvider>
    </ExpandableCard>
  );
}
