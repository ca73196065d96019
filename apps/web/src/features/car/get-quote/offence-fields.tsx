import {
  CAR_LIMITS,
  PENALTY_POINT_OFFENCES,
  type CarQuoteForms,
  type OffenceValues,
} from '@wallet/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { setChangedAnswers } from '../../../ui/journey/set-changed-answers';
import { CAR_GET_QUOTE_TEXTS } from './car-get-quote-texts';
import { countOptionsUpTo, type CarPath } from './car-form-paths';
import { CarSelect } from './car-select';

const TEXT = CAR_GET_QUOTE_TEXTS.yourCover;

const OFFENCE_OPTIONS = PENALTY_POINT_OFFENCES.map((offence) => ({
  value: offence.code,
  label: offence.label,
}));
const POINTS_OPTIONS = Array.from(
  { length: CAR_LIMITS.maxPenaltyPoints - CAR_LIMITS.minPenaltyPoints + 1 },
  (_, index) => {
    const points = String(CAR_LIMITS.minPenaltyPoints + index);
    return { value: points, label: points };
  },
);
const COUNT_OPTIONS = countOptionsUpTo(CAR_LIMITS.maxOffences);

/**
 * car-travel-payment.md 2 to 5: how many penalty-point offences a driver has had (0 to 3) and a
 * row per offence: the offence and its points (1 to 12). `block` is the driver's answers in the
 * form ('yourCover' for the main driver, 'yourCover.additionalDrivers.0' for another), and
 * `withCount` the domain's reset that makes the rows follow the count.
 */
export function OffenceFields<Block extends object>({
  block,
  countField,
  rowsField,
  label,
  withCount,
}: {
  block: string;
  countField: string;
  rowsField: string;
  label: string;
  withCount: (values: Block, count: string) => Block;
}) {
  const form = useFormContext<CarQuoteForms>();
  const rows = (useWatch({ control: form.control, name: `${block}.${rowsField}` as CarPath }) ??
    []) as OffenceValues[];
  return (
    <>
      <CarSelect
        name={`${block}.${countField}` as CarPath}
        label={label}
        options={COUNT_OPTIONS}
        onChosen={(count) => {
          const before = form.getValues(block as CarPath) as Block;
          setChangedAnswers(form, block, before, withCount(before, count));
        }}
      />
      {rows.map((_, index) => (
        <fieldset key={index} className="get-quote-form__group">
          <legend>{TEXT.offence(index + 1)}</legend>
          <CarSelect
            name={`${block}.${rowsField}.${index}.offence` as CarPath}
            label={TEXT.offenceType}
            options={OFFENCE_OPTIONS}
          />
          <CarSelect
            name={`${block}.${rowsField}.${index}.penaltyPoints` as CarPath}
            label={TEXT.penaltyPoints}
            options={POINTS_OPTIONS}
          />
        </fieldset>
      ))}
    </>
  );
}
