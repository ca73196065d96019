import {
  CAR_CLAIM_STATUSES,
  CAR_CLAIM_STATUS_LABELS,
  CAR_CLAIM_TYPES,
  CAR_CLAIM_TYPE_LABELS,
  CAR_LIMITS,
  withClaimsCount,
  type CarQuoteForms,
} from '@wallet/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError } from '../../../ui/journey/question-fields';
import { setChangedAnswers } from '../../../ui/journey/set-changed-answers';
import { MoneyField } from '../../../ui/money-field';
import { CAR_GET_QUOTE_TEXTS } from './car-get-quote-texts';
import { countOptionsUpTo, optionsOf } from './car-form-paths';
import { CarSelect } from './car-select';

const TEXT = CAR_GET_QUOTE_TEXTS.yourCover;

function ClaimAmount({ index }: { index: number }) {
  const { register } = useFormContext<CarQuoteForms>();
  const name = `yourCover.motorClaims.${index}.claim_amount` as const;
  const error = useFieldError(name);
  return (
    <MoneyField id={fieldIdOf(name)} label={TEXT.claimAmount} error={error} {...register(name)} />
  );
}

/** car-travel-payment.md 2 to 5: how many claims (0 to 3) and a row per claim. */
export function ClaimsFields() {
  const form = useFormContext<CarQuoteForms>();
  const claims = useWatch({ control: form.control, name: 'yourCover.motorClaims' });
  return (
    <>
      <CarSelect
        name="yourCover.claimsCount"
        label={TEXT.claimsCount}
        options={countOptionsUpTo(CAR_LIMITS.maxClaims)}
        onChosen={(count) => {
          // car-travel-payment.md 4: the count creates or trims the rows.
          const before = form.getValues('yourCover');
          setChangedAnswers(form, 'yourCover', before, withClaimsCount(before, count));
        }}
      />
      {claims.map((_, index) => (
        <fieldset key={index} className="get-quote-form__group">
          <legend>{TEXT.claim(index + 1)}</legend>
          <CarSelect
            name={`yourCover.motorClaims.${index}.claim_type`}
            label={TEXT.claimType}
            options={optionsOf(CAR_CLAIM_TYPES, CAR_CLAIM_TYPE_LABELS)}
          />
          <CarSelect
            name={`yourCover.motorClaims.${index}.claim_status`}
            label={TEXT.claimStatus}
            options={optionsOf(CAR_CLAIM_STATUSES, CAR_CLAIM_STATUS_LABELS)}
          />
          <ClaimAmount index={index} />
        </fieldset>
      ))}
    </>
  );
}
