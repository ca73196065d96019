import { useMutation } from '@tanstack/react-query';
import { PROGRESS_STEPS } from '@wallet/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiRequestError } from '../src/lib/api-client';
import { useSchemaForm } from '../src/lib/use-schema-form';
import { Button } from '../src/ui/button';
import { Card } from '../src/ui/card';
import { ChoiceField } from '../src/ui/choice-field';
import { ErrorSummary } from '../src/ui/error-summary';
import { summaryOf } from '../src/ui/error-summary-lines';
import { GET_QUOTE_TEXTS } from '../src/ui/journey/get-quote-texts';
import { MoneyField } from '../src/ui/money-field';
import { PageBody, PageHero } from '../src/ui/page-layout';
import { ProgressSteps } from '../src/ui/progress-steps';
import { Spinner } from '../src/ui/spinner';
import {
  GADGET_DEVICES,
  gadgetFormSchema,
  type GadgetDevice,
  type GadgetForm,
} from '@wallet/domain/test-product';
import { createGadgetQuote } from './gadget-api';
import {
  EMPTY_GADGET_FORM,
  readGadgetJourney,
  saveGadgetQuote,
  type GadgetFormValues,
} from './gadget-journey';
import { GADGET_PATHS } from './gadget-product';
import { GADGET_TEXTS } from './gadget-texts';
import '../src/ui/journey/step-form.css';
import './gadget.css';

const TEXT = GADGET_TEXTS.getQuote;

const FIELD_IDS = { device: 'gadget-device', value_eur: 'gadget-value-eur' } as const;

/** The value as typed ('1,200') as a number; anything else is left for the schema to refuse. */
function valueOf(typed: unknown): unknown {
  if (typeof typed !== 'string') return typed;
  const digits = typed.replace(/,/g, '').trim();
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}

/** The domain's form schema, read from the fields as typed. */
const gadgetFieldsSchema = z.object({
  device: gadgetFormSchema.shape.device,
  value_eur: z.preprocess(valueOf, gadgetFormSchema.shape.value_eur),
}) as unknown as z.ZodType<GadgetForm, GadgetFormValues>;

const DEVICE_OPTIONS = (Object.keys(GADGET_DEVICES) as GadgetDevice[]).map((device) => ({
  value: device,
  label: GADGET_DEVICES[device],
  id: `${FIELD_IDS.device}-${device}`,
}));

/** The API's field errors (a 400), by the form's field. */
function fieldErrorsOf(error: unknown): Partial<Record<keyof GadgetForm, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  const body = error.detail.body as { fieldErrors?: Record<string, string[]> } | undefined;
  const found: Partial<Record<keyof GadgetForm, string>> = {};
  for (const field of Object.keys(FIELD_IDS) as (keyof GadgetForm)[]) {
    const message = body?.fieldErrors?.[`gadget_quote.${field}`]?.[0];
    if (message) found[field] = message;
  }
  return found;
}

/**
 * /wallet/getgenericquote/gadget: the gadget journey's one step. The answers are checked with the
 * domain's schema; a valid form asks the API for the quote and goes on to it.
 */
export function GadgetQuoteFormPage() {
  const navigate = useNavigate();
  const [initial] = useState(() => readGadgetJourney().form ?? EMPTY_GADGET_FORM);
  const form = useSchemaForm(gadgetFieldsSchema, initial);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, submitCount },
  } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const quote = useMutation({
    mutationFn: createGadgetQuote,
    onSuccess: (answer) => {
      saveGadgetQuote(getValues(), answer);
      navigate(GADGET_PATHS.quote);
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsOf(error);
      const fields = Object.entries(fieldErrors) as [keyof GadgetForm, string][];
      for (const [field, message] of fields) setError(field, { message });
      if (fields.length === 0) setFormError(error.message);
    },
  });

  const onValid = (values: GadgetForm) => {
    setFormError(null);
    quote.mutate({ gadget_quote: values });
  };

  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.lead} />
      <PageBody narrow>
        <ProgressSteps steps={PROGRESS_STEPS.genericQuote} current="Your Details" />
        <Card as="section" accent="primary" aria-labelledby="gadget-card-title">
          <h2 id="gadget-card-title" className="gadget-title">
            {TEXT.cardTitle}
          </h2>
          <form
            className="get-quote-form"
            noValidate
            onSubmit={(event) => void handleSubmit(onValid)(event)}
          >
            <ErrorSummary
              errors={submitCount > 0 ? summaryOf(errors, FIELD_IDS, formError) : []}
              submitCount={submitCount}
            />
            <p className="get-quote-page__prompt">{GET_QUOTE_TEXTS.mandatory}</p>
            <Controller
              control={control}
              name="device"
              render={({ field, fieldState }) => (
                <ChoiceField<GadgetDevice>
                  id={FIELD_IDS.device}
                  name={field.name}
                  ref={field.ref}
                  label={TEXT.device}
                  options={DEVICE_OPTIONS}
                  value={(field.value || null) as GadgetDevice | null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <MoneyField
              id={FIELD_IDS.value_eur}
              label={TEXT.value}
              hint={TEXT.valueHint}
              error={errors.value_eur?.message}
              className="gadget-value"
              {...register('value_eur')}
            />
            <div className="get-quote-form__actions">
              <Button type="submit" disabled={quote.isPending}>
                {GET_QUOTE_TEXTS.submit}
              </Button>
              {quote.isPending && <Spinner label={TEXT.submitting} />}
            </div>
          </form>
        </Card>
      </PageBody>
    </>
  );
}
