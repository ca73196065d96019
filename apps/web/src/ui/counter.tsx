import type { ReactNode } from 'react';
import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import { COUNTER_DEFAULTS } from '@wallet/domain';
import clsx from 'clsx';
import './counter.css';

export interface CounterProps {
  label: ReactNode;
  value?: number;
  /** platform.md 2.12: starts at 1 unless told otherwise. */
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** platform.md 2.12: the maximum is configurable, 10 by default; the minimum is always 0. */
  max?: number;
  description?: ReactNode;
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  className?: string;
}

/** Whole numbers only, so a typed 2.5 cannot slip past a counter that steps by one. */
const WHOLE_NUMBER_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

export function Counter({
  label,
  value,
  defaultValue = COUNTER_DEFAULTS.initial,
  onChange,
  max = COUNTER_DEFAULTS.max,
  description,
  errorMessage,
  isDisabled,
  isRequired,
  name,
  className,
}: CounterProps) {
  return (
    <NumberField
      className={clsx('counter', className)}
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={(next) => {
        // Clearing the box yields NaN; the field snaps back to the last value on blur, so there is nothing to report.
        if (!Number.isNaN(next)) onChange?.(next);
      }}
      minValue={COUNTER_DEFAULTS.min}
      maxValue={max}
      step={COUNTER_DEFAULTS.step}
      formatOptions={WHOLE_NUMBER_FORMAT}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={name}
      // Errors come from the form's shared schema, so the browser's own validation stays out of the way.
      validationBehavior="aria"
    >
      <Label className="counter__label">{label}</Label>
      {description ? (
        <Text slot="description" className="counter__description">
          {description}
        </Text>
      ) : null}
      <Group className="counter__group">
        <Button slot="decrement" className="counter__button">
          <span aria-hidden="true">−</span>
        </Button>
        <Input className="counter__input" />
        <Button slot="increment" className="counter__button">
          <span aria-hidden="true">+</span>
        </Button>
      </Group>
      {errorMessage ? (
        <Text slot="errorMessage" className="counter__error" role="alert" aria-live="assertive">
          {errorMessage}
        </Text>
      ) : null}
    </NumberField>
  );
}
