import {
  CLAIM_LOCATIONS,
  CLAIM_TYPES,
  DISPLAY_DATE_FORMAT,
  CLAIMS_COUNTS,
  CLAIMS_LOOKBACK_YEARS,
  claimBlockCount,
  EMPTY_CLAIM,
  type YourHomeValues,
} from '@wallet/domain';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { DateField } from '../../../ui/date-field';
import { MoneyField } from '../../../ui/money-field';
import { SelectField } from '../../../ui/select-field';
import { YesNoField } from '../../../ui/yes-no-field';
import { countOptions, SELECT_PLACEHOLDER, textOptions } from '../../../ui/journey/choice-options';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError, YesNoQuestion } from '../../../ui/journey/question-fields';

const CLAIM_LOCATION_LABELS: Record<string, string> = {
  CURRENT_RESIDENTIAL_ADDRESS: 'Current residential address',
  PREVIOUS_RESIDENTIAL_ADDRESS: 'Previous residential address',
  OTHER: 'Other',
  UNSPECIFIED: 'Unspecified',
};

function SettledQuestion({ index }: { index: number }) {
  const { setValue } = useFormContext<YourHomeValues>();
  const name = `claims.${index}.claim_status` as const;
  const { field } = useController<YourHomeValues, typeof name>({ name });
  const error = useFieldError(name);
  return (
    <YesNoField
      id={fieldIdOf(name)}
      name={name}
      label="Has your claim been settled?"
      error={error}
      value={field.value === 'Settled' ? true : field.value === 'NotSettled' ? false : null}
      onChange={(settled) => {
        field.onChange(settled ? 'Settled' : 'NotSettled');
        // home.md 4: an unsettled claim has no settlement amount.
        if (!settled) setValue(`claims.${index}.claim_amount`, '');
      }}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}

function ClaimBlock({ index }: { index: number }) {
  const { register, watch } = useFormContext<YourHomeValues>();
  const path = `claims.${index}` as const;
  const typeError = useFieldError(`${path}.claim_type`);
  const dateError = useFieldError(`${path}.claim_date`);
  const amountError = useFieldError(`${path}.claim_amount`);
  const locationError = useFieldError(`${path}.occurred_at`);
  const settled = watch(`${path}.claim_status`) === 'Settled';
  return (
    <fieldset className="get-quote-form__group">
      <legend>Claim {index + 1}</legend>
      <SelectField
        id={fieldIdOf(`${path}.claim_type`)}
        label="Type of claim/loss"
        placeholder={SELECT_PLACEHOLDER}
        options={textOptions(CLAIM_TYPES)}
        error={typeError}
        {...register(`${path}.claim_type`)}
      />
      <DateField
        id={fieldIdOf(`${path}.claim_date`)}
        label="Date of claim"
        twoDigitYears="past"
        hint={`${DISPLAY_DATE_FORMAT}, within the last ${CLAIMS_LOOKBACK_YEARS} years`}
        error={dateError}
        {...register(`${path}.claim_date`)}
      />
      <SettledQuestion index={index} />
      {settled && (
        <MoneyField
          id={fieldIdOf(`${path}.claim_amount`)}
          label="Amount of settlement (€)"
          error={amountError}
          {...register(`${path}.claim_amount`)}
        />
      )}
      <SelectField
        id={fieldIdOf(`${path}.occurred_at`)}
        label="Property the claim relates to"
        placeholder={SELECT_PLACEHOLDER}
        options={textOptions(CLAIM_LOCATIONS, CLAIM_LOCATION_LABELS)}
        error={locationError}
        {...register(`${path}.occurred_at`)}
      />
    </fieldset>
  );
}

/**
 * home.md 2 'Claims block': whether there were claims, how many (4 means 4 or more), and one
 * block per claim up to 3.
 */
export function ClaimsFields() {
  const { register, setValue, getValues, watch } = useFormContext<YourHomeValues>();
  const { fields, append, remove, replace } = useFieldArray<YourHomeValues, 'claims'>({
    name: 'claims',
  });
  const countError = useFieldError('claimsCount');
  const hasClaims = watch('claimsValue') === true;

  const showBlocks = (count: string) => {
    const wanted = claimBlockCount(count ? Number(count) : 0);
    const have = getValues('claims').length;
    if (wanted > have) append(Array.from({ length: wanted - have }, () => ({ ...EMPTY_CLAIM })));
    if (wanted < have) remove(Array.from({ length: have - wanted }, (_, i) => wanted + i));
  };

  return (
    <>
      <YesNoQuestion<YourHomeValues>
        name="claimsValue"
        label={`Have you had any claims in the last ${CLAIMS_LOOKBACK_YEARS} years?`}
        onAnswer={(claims) => {
          if (claims) {
            if (getValues('claimsCount') === '0') setValue('claimsCount', '');
            return;
          }
          // home.md 4: No sets the count to 0 and empties the claims.
          setValue('claimsCount', '0');
          replace([]);
        }}
      />
      {hasClaims && (
        <>
          <SelectField
            id={fieldIdOf('claimsCount')}
            label="How many claims?"
            placeholder={SELECT_PLACEHOLDER}
            options={countOptions(CLAIMS_COUNTS)}
            error={countError}
            {...register('claimsCount', {
              onChange: (event: { target: { value: string } }) => showBlocks(event.target.value),
            })}
          />
          {fields.map((field, index) => (
            <ClaimBlock key={field.id} index={index} />
          ))}
        </>
      )}
    </>
  );
}
