import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SchemaSource } from '../../../lib/use-schema-form';
import { StepForm, useStepForm } from '../../../ui/journey/step-form';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import {
  GET_QUOTE_CARD_TITLES,
  getQuotePath,
  previousStep,
  type GetQuoteStep,
} from './get-quote-steps';

/** A Get Quotes step's form, kept in the home journey as it is typed. */
export function useHomeStepForm<Input extends FieldValues, Output>(
  step: GetQuoteStep,
  schema: SchemaSource<Input, Output>,
  initialValues: Input,
): UseFormReturn<Input, unknown, Output> {
  return useStepForm(schema, initialValues, (values) => updateHomeJourney({ [step]: values }));
}

/** A Get Quotes step's card: the journey kit's step form, with the step marked opened on leaving. */
export function HomeStepForm<Input extends FieldValues, Output>({
  step,
  onValid,
  ...props
}: {
  step: GetQuoteStep;
  form: UseFormReturn<Input, unknown, Output>;
  initiallyValid: boolean;
  submitLabel: string;
  onValid: (data: Output, values: Input) => void;
  submitDisabled?: boolean;
  submitNote?: { id: string; content: ReactNode };
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const [openedBefore] = useState(() => readHomeJourney().cardsOpened[step]);
  const markOpened = () => updateHomeJourney({ cardsOpened: { [step]: true } });
  const back = previousStep(step);
  return (
    <StepForm
      {...props}
      title={GET_QUOTE_CARD_TITLES[step]}
      openedBefore={openedBefore}
      onValid={(data, values) => {
        updateHomeJourney({ [step]: values, cardsOpened: { [step]: true } });
        onValid(data, values);
      }}
      onInvalid={markOpened}
      onBack={
        back
          ? () => {
              markOpened();
              navigate(getQuotePath(back));
            }
          : undefined
      }
    />
  );
}
