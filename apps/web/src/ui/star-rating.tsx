import { useState, type ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { STAR_RATING_DEFAULT_STARS } from '@wallet/domain';
import clsx from 'clsx';
import './star-rating.css';

export interface StarRatingOption {
  label: string;
  value: number;
}

export interface StarRatingProps {
  label: ReactNode;
  /** platform.md 2.12: 5 by default; ignored when options are given. */
  stars?: number;
  /** platform.md 2.12: label/value pairs, 1 to 5 unless told otherwise. */
  options?: readonly StarRatingOption[];
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number) => void;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

export function starRatingOptions(stars: number = STAR_RATING_DEFAULT_STARS): StarRatingOption[] {
  return Array.from({ length: stars }, (_, index) => ({
    label: String(index + 1),
    value: index + 1,
  }));
}

/** platform.md 2.12: selecting a star fills every star up to it. */
export function isStarFilled(starValue: number, selected: number | null | undefined): boolean {
  return selected !== null && selected !== undefined && starValue <= selected;
}

export function StarRating({
  label,
  stars = STAR_RATING_DEFAULT_STARS,
  options,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
}: StarRatingProps) {
  const starOptions = options ?? starRatingOptions(stars);
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? null);
  const selected = value === undefined ? uncontrolledValue : value;
  // Hovering previews the fill so a pointer user sees what a click would choose.
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? selected;

  return (
    <RadioGroup
      className={clsx('star-rating', className)}
      value={selected === null ? null : String(selected)}
      onChange={(raw) => {
        const next = Number(raw);
        if (value === undefined) setUncontrolledValue(next);
        onChange?.(next);
      }}
      orientation="horizontal"
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      // Errors come from the form's shared schema, so the browser's own validation stays out of the way.
      validationBehavior="aria"
    >
      <Label className="star-rating__label">{label}</Label>
      {description ? (
        <Text slot="description" className="star-rating__description">
          {description}
        </Text>
      ) : null}
      <div className="star-rating__stars">
        {starOptions.map((option) => (
          <Radio
            key={option.value}
            value={String(option.value)}
            aria-label={option.label}
            className={clsx('star-rating__star', {
              'star-rating__star--filled': isStarFilled(option.value, shown),
            })}
            onHoverStart={() => setHovered(option.value)}
            onHoverEnd={() => setHovered(null)}
          >
            <svg
              className="star-rating__icon"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M12 2.5l2.94 6.2 6.8.8-5.03 4.65 1.34 6.72L12 17.5l-6.05 3.37 1.34-6.72L2.26 9.5l6.8-.8z" />
            </svg>
          </Radio>
        ))}
      </div>
      {errorMessage ? (
        <Text slot="errorMessage" className="star-rating__error" role="alert" aria-live="assertive">
          {errorMessage}
        </Text>
      ) : null}
    </RadioGroup>
  );
}
