import type { CSSProperties, ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import clsx from 'clsx';
import './button-group.css';

export type ButtonGroupValueType = 'boolean' | 'number' | 'string';

export type ButtonGroupValue<T extends ButtonGroupValueType> = T extends 'boolean'
  ? boolean
  : T extends 'number'
    ? number
    : string;

export interface ButtonGroupOption {
  label: ReactNode;
  value: string | number | boolean;
}

export interface ButtonGroupProps<T extends ButtonGroupValueType> {
  label: ReactNode;
  options: readonly ButtonGroupOption[];
  /** platform.md 2.12: the chosen value reaches onChange converted to this type. */
  valueType: T;
  value?: ButtonGroupValue<T> | null;
  defaultValue?: ButtonGroupValue<T> | null;
  onChange?: (value: ButtonGroupValue<T>) => void;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/** Radio inputs carry strings; this turns one back into the declared value type. */
export function toButtonGroupValue<T extends ButtonGroupValueType>(
  raw: string,
  valueType: T,
): ButtonGroupValue<T> {
  switch (valueType) {
    case 'boolean':
      return (raw === 'true') as ButtonGroupValue<T>;
    case 'number':
      return Number(raw) as ButtonGroupValue<T>;
    default:
      return raw as ButtonGroupValue<T>;
  }
}

function toRadioValue(value: string | number | boolean | null | undefined) {
  return value === null || value === undefined ? value : String(value);
}

/**
 * Side by side, the options are one row of equal columns; on a phone more than three share two
 * rows (four amounts make a 2 x 2 grid), the last option stretching over any empty cell, so the
 * rows line up and every cell is bordered.
 */
function gridOf(count: number): CSSProperties {
  const phoneColumns = count <= 3 ? count : Math.ceil(count / 2);
  const emptyCells = (phoneColumns - (count % phoneColumns)) % phoneColumns;
  return {
    '--button-group-columns': count,
    '--button-group-phone-columns': phoneColumns,
    '--button-group-last-span': `span ${emptyCells + 1}`,
  } as CSSProperties;
}

export function ButtonGroup<T extends ButtonGroupValueType>({
  label,
  options,
  valueType,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  orientation = 'horizontal',
  className,
}: ButtonGroupProps<T>) {
  return (
    <RadioGroup
      className={clsx('button-group', className)}
      value={toRadioValue(value)}
      defaultValue={toRadioValue(defaultValue)}
      onChange={(raw) => onChange?.(toButtonGroupValue(raw, valueType))}
      orientation={orientation}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      // Errors come from the form's shared schema, so the browser's own validation stays out of the way.
      validationBehavior="aria"
    >
      <Label className="button-group__label">{label}</Label>
      {description ? (
        <Text slot="description" className="button-group__description">
          {description}
        </Text>
      ) : null}
      {errorMessage ? (
        <Text
          slot="errorMessage"
          className="button-group__error"
          role="alert"
          aria-live="assertive"
        >
          {errorMessage}
        </Text>
      ) : null}
      <div
        className={`button-group__options button-group__options--${orientation}`}
        style={gridOf(options.length)}
      >
        {options.map((option) => (
          <Radio
            key={String(option.value)}
            value={String(option.value)}
            className="button-group__option"
          >
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
