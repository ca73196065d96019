import {
  OCCUPATION_REQUIRED_STATUSES,
  PERSONAL_FIELD_LENGTHS,
  RELATIONSHIPS_TO_PROPOSER,
  RELATIONSHIP_LABELS,
  asksOccupation,
  canRemoveDriver,
  withAddedDriver,
  withDriverEmploymentStatus,
  withDriverOffenceCount,
  withoutDriver,
  type AdditionalDriverValues,
  type CarQuoteForms,
} from '@wallet/domain';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import {
  ABOUT_YOU_TEXTS,
  EMPLOYMENT_STATUS_OPTIONS,
  LAST_FIVE_YEARS_OPTIONS,
  LICENCE_TYPE_OPTIONS,
  OCCUPATION_OPTIONS,
  TITLE_OPTIONS,
} from '../../../ui/journey/about-you/about-you-texts';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError } from '../../../ui/journey/question-fields';
import { setChangedAnswers } from '../../../ui/journey/set-changed-answers';
import { TextField } from '../../../ui/text-field';
import { CAR_GET_QUOTE_TEXTS } from './car-get-quote-texts';
import { optionsOf, type CarPath } from './car-form-paths';
import { CarSelect } from './car-select';
import { OffenceFields } from './offence-fields';

const TEXT = CAR_GET_QUOTE_TEXTS.yourCover;
const DRIVERS = 'yourCover.additionalDrivers' as const;
const ADD_DRIVER_ID = 'get-quote-yourCover-addDriver';

function DriverText({
  name,
  label,
  ...props
}: { name: CarPath; label: string } & Omit<
  React.ComponentProps<typeof TextField>,
  'id' | 'label' | 'error'
>) {
  const { register } = useFormContext<CarQuoteForms>();
  const error = useFieldError(name);
  return (
    <TextField id={fieldIdOf(name)} label={label} error={error} {...props} {...register(name)} />
  );
}

/**
 * car-travel-payment.md 3 and 5: an additional driver: the same personal, licence, relationship
 * and offence questions as the policyholder's, each under the driver's own path.
 */
function DriverFields({
  index,
  onRemove,
}: {
  index: number;
  /** Absent when the driver is the only one: 'remove control only when more than one'. */
  onRemove: (() => void) | undefined;
}) {
  const form = useFormContext<CarQuoteForms>();
  const at = `${DRIVERS}.${index}` as const;
  const status = useWatch({ control: form.control, name: `${at}.employmentStatus` });
  const dobError = useFieldError(`${at}.dob`);
  const { max: nameMax } = PERSONAL_FIELD_LENGTHS.name;
  const number = index + 1;
  const occupationRequired = OCCUPATION_REQUIRED_STATUSES.car.includes(status);
  return (
    <fieldset className="get-quote-form__group car-driver">
      <legend>
        <span className="get-quote-form__block-header">{TEXT.driver(number)}</span>
      </legend>
      <p className="get-quote-form__note">{TEXT.driverHint}</p>
      <CarSelect name={`${at}.title`} label={ABOUT_YOU_TEXTS.title} options={TITLE_OPTIONS} />
      <DriverText
        name={`${at}.firstName`}
        label={ABOUT_YOU_TEXTS.firstName}
        autoComplete="off"
        maxLength={nameMax}
      />
      <DriverText
        name={`${at}.lastName`}
        label={TEXT.lastName}
        autoComplete="off"
        maxLength={nameMax}
      />
      <DateField
        id={fieldIdOf(`${at}.dob`)}
        label={ABOUT_YOU_TEXTS.dob}
        twoDigitYears="past"
        error={dobError}
        {...form.register(`${at}.dob`)}
      />
      <CarSelect
        name={`${at}.relationshipToProposer`}
        label={TEXT.relationship}
        options={optionsOf(RELATIONSHIPS_TO_PROPOSER, RELATIONSHIP_LABELS)}
      />
      <CarSelect
        name={`${at}.driversLicenseType`}
        label={ABOUT_YOU_TEXTS.licenceType}
        options={LICENCE_TYPE_OPTIONS}
      />
      <CarSelect
        name={`${at}.lastFiveYearsExperience`}
        label={ABOUT_YOU_TEXTS.lastFiveYears}
        options={LAST_FIVE_YEARS_OPTIONS}
      />
      <DriverText
        name={`${at}.yearsHeld`}
        label={ABOUT_YOU_TEXTS.yearsHeld}
        hint={ABOUT_YOU_TEXTS.yearsHeldHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
      />
      <CarSelect
        name={`${at}.employmentStatus`}
        label={ABOUT_YOU_TEXTS.employmentStatus}
        options={EMPLOYMENT_STATUS_OPTIONS.car}
        onChosen={(chosen) => {
          // car-travel-payment.md 4: occupation only for employed, self-employed or unemployed.
          const before = form.getValues(at);
          setChangedAnswers(form, at, before, withDriverEmploymentStatus(before, chosen));
        }}
      />
      {asksOccupation('car', status) && (
        <CarSelect
          name={`${at}.mainOccupation`}
          label={
            occupationRequired ? ABOUT_YOU_TEXTS.occupation : ABOUT_YOU_TEXTS.occupationOptional
          }
          options={OCCUPATION_OPTIONS}
        />
      )}
      <OffenceFields<AdditionalDriverValues>
        block={at}
        countField="additionalDriverPenaltyPointOffenceCount"
        rowsField="additionalDriverPenaltyPointOffences"
        label={TEXT.driverOffenceCount}
        withCount={withDriverOffenceCount}
      />
      {onRemove && (
        <div className="get-quote-form__actions">
          <Button variant="secondary" onClick={onRemove}>
            {TEXT.removeDriver(number)}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/**
 * car-travel-payment.md 2 and 4: the additional drivers, one blank to start with, added and
 * removed by the domain's rules (at most CAR_LIMITS.maxAdditionalDrivers; the last one stays).
 */
export function AdditionalDriversFields() {
  const form = useFormContext<CarQuoteForms>();
  const { fields, append, remove } = useFieldArray<CarQuoteForms, typeof DRIVERS>({
    control: form.control,
    name: DRIVERS,
  });
  const cover = () => form.getValues('yourCover');
  const canAdd = withAddedDriver(cover()).additionalDrivers.length > fields.length;

  const add = () => {
    const after = withAddedDriver(cover());
    const added = after.additionalDrivers.at(-1);
    if (after.additionalDrivers.length === fields.length || !added) return;
    append(added, { shouldFocus: false });
    // GOV.UK 'add another': the new driver's first question takes focus.
    const index = fields.length;
    requestAnimationFrame(() =>
      document.getElementById(fieldIdOf(`${DRIVERS}.${index}.title`))?.focus(),
    );
  };

  const removeAt = (index: number) => {
    const before = cover();
    if (withoutDriver(before, index).additionalDrivers.length === before.additionalDrivers.length)
      return;
    remove(index);
    // The driver's fields are gone: focus goes on to where the customer can carry on.
    requestAnimationFrame(() => document.getElementById(ADD_DRIVER_ID)?.focus());
  };

  const removable = canRemoveDriver({ ...cover(), additionalDrivers: fields });
  return (
    <div className="car-drivers">
      {fields.map((field, index) => (
        <DriverFields
          key={field.id}
          index={index}
          onRemove={removable ? () => removeAt(index) : undefined}
        />
      ))}
      {canAdd ? (
        <Button id={ADD_DRIVER_ID} variant="secondary" onClick={add}>
          {TEXT.addDriver}
        </Button>
      ) : (
        <p className="get-quote-form__note">{TEXT.driversLimit}</p>
      )}
    </div>
  );
}
