import {
  ALARM_TYPES,
  asksReroofed,
  asksRewired,
  HEATING_SOURCES,
  HOLIDAY_HOME_LETS_PER_YEAR_THRESHOLD,
  HOLIDAY_HOME_REGULAR_USE_MIN_DAYS,
  HOME_COVER_TYPE_LABELS,
  HOME_COVER_TYPES,
  HOME_TYPES,
  MAIN_HOME_HINTS,
  MAIN_HOME_QUESTION,
  MAIN_RESIDENCE_COVER_TYPES,
  NO_CLAIM_YEARS,
  NO_PREVIOUS_INSURANCE,
  REWIRED_LOOKBACK_YEARS,
  ROOM_AND_TENANT_COUNTS,
  SMOKE_DETECTOR_COUNTS,
  TENANCY_AGREEMENT_MIN_MONTHS,
  TENANT_TYPES,
  YOUR_HOME_DEFAULTS,
  yearOf,
  type HomeCoverType,
  type YourHomeValues,
} from '@wallet/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { readHomeJourney } from '../journey/home-journey';
import { countOptions, SELECT_PLACEHOLDER, textOptions } from '../../../ui/journey/choice-options';
import { ClaimsFields } from './claims-fields';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError, YesNoQuestion } from '../../../ui/journey/question-fields';
import { initialValuesOf } from '../../../ui/journey/step-form';
import type { GetQuoteSchemas } from './get-quote-schemas';
import { loadGetQuoteSchemas } from './lazy-schemas';
import { HomeStepForm, useHomeStepForm } from './step-form';

const TENANT_TYPE_LABELS: Record<string, string> = {
  Students: 'Students',
  NonStudents: 'Non-students',
};

const NO_CLAIM_YEARS_OPTIONS = countOptions(NO_CLAIM_YEARS).map((option) =>
  option.value === String(NO_PREVIOUS_INSURANCE)
    ? { ...option, label: 'No previous insurance' }
    : option,
);

function RentedOutQuestions() {
  const { register, setValue, watch } = useFormContext<YourHomeValues>();
  const tenantTypeError = useFieldError('tenantType');
  const numTenantsError = useFieldError('numTenants');
  const familyUnit = watch('isFamilyUnit');
  const students = watch('tenantType');
  return (
    <>
      <YesNoQuestion<YourHomeValues>
        name="privateLiving"
        label="Is the property used for private living only?"
      />
      <YesNoQuestion<YourHomeValues>
        name="isFamilyUnit"
        label="Is the property let to a family unit or a couple?"
        onAnswer={(family) => {
          // home.md 4: a family unit has no tenant type.
          if (family) setValue('tenantType', '');
        }}
      />
      {familyUnit === false && (
        <SelectField
          id={fieldIdOf('tenantType')}
          label="Who are the tenants?"
          placeholder={SELECT_PLACEHOLDER}
          options={textOptions(TENANT_TYPES, TENANT_TYPE_LABELS)}
          error={tenantTypeError}
          {...register('tenantType')}
        />
      )}
      {familyUnit === false && students === 'NonStudents' && (
        <SelectField
          id={fieldIdOf('numTenants')}
          label="How many tenants live in the property?"
          placeholder={SELECT_PLACEHOLDER}
          options={countOptions(ROOM_AND_TENANT_COUNTS)}
          error={numTenantsError}
          {...register('numTenants')}
        />
      )}
      <YesNoQuestion<YourHomeValues>
        name="tenancyAgreement"
        label={`Is the tenancy registered with the Residential Tenancies Board, with a tenancy agreement of at least ${TENANCY_AGREEMENT_MIN_MONTHS} months?`}
      />
    </>
  );
}

function HolidayHomeQuestions() {
  const { watch } = useFormContext<YourHomeValues>();
  return (
    <>
      <YesNoQuestion<YourHomeValues>
        name="isInUse"
        label={`Is the holiday home in regular use (at least ${HOLIDAY_HOME_REGULAR_USE_MIN_DAYS} days a year)?`}
      />
      <YesNoQuestion<YourHomeValues>
        name="holidayHomeIsRented"
        label="Is the holiday home rented out?"
      />
      {watch('holidayHomeIsRented') === true && (
        <YesNoQuestion<YourHomeValues>
          name="isLetMoreThan5PerYear"
          label={`Is it let more than ${HOLIDAY_HOME_LETS_PER_YEAR_THRESHOLD} times a year?`}
        />
      )}
    </>
  );
}

function YourHomeFields() {
  const { register, setValue, watch } = useFormContext<YourHomeValues>();
  const coverTypeError = useFieldError('coverType');
  const homeTypeError = useFieldError('homeType');
  const yearError = useFieldError('yearOfConstruction');
  const bedroomsError = useFieldError('numBedrooms');
  const bathroomsError = useFieldError('numBathrooms');
  const heatingError = useFieldError('heatingSource');
  const alarmError = useFieldError('alarmType');
  const smokeError = useFieldError('numberOfSmokeDetectors');
  const noClaimYearsError = useFieldError('noClaimYears');
  const coverType = watch('coverType');
  const year = yearOf(watch('yearOfConstruction'));
  const mainResidence =
    coverType !== '' && MAIN_RESIDENCE_COVER_TYPES.includes(coverType as HomeCoverType);
  return (
    <>
      <SelectField
        id={fieldIdOf('coverType')}
        label="Which best describes your ownership of the property?"
        placeholder={SELECT_PLACEHOLDER}
        options={textOptions(HOME_COVER_TYPES, HOME_COVER_TYPE_LABELS)}
        error={coverTypeError}
        {...register('coverType', {
          onChange: () => {
            // home.md 4: another cover type asks these afresh.
            setValue('tenancyAgreement', null);
            setValue('occupiedByMember', null);
          },
        })}
      />
      {coverType === 'ownRent' && <RentedOutQuestions />}
      {coverType === 'ownHoliday' && <HolidayHomeQuestions />}
      {mainResidence && (
        // home.md 2: the occupied-by-member question. Owning (or renting) and living in the
        // property is already answered above; what it adds is whether it is the main home.
        <YesNoQuestion<YourHomeValues>
          name="occupiedByMember"
          label={MAIN_HOME_QUESTION}
          hint={coverType === 'rent' ? MAIN_HOME_HINTS.rent : MAIN_HOME_HINTS.own}
        />
      )}
      <SelectField
        id={fieldIdOf('homeType')}
        label="Property type"
        placeholder={SELECT_PLACEHOLDER}
        options={textOptions(HOME_TYPES)}
        error={homeTypeError}
        {...register('homeType')}
      />
      <TextField
        id={fieldIdOf('yearOfConstruction')}
        label="Year built"
        hint="For example, 1920"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        error={yearError}
        {...register('yearOfConstruction')}
      />
      {asksRewired(year) && (
        <YesNoQuestion<YourHomeValues>
          name="hasBeenRewired"
          label={`Has the property been rewired in the past ${REWIRED_LOOKBACK_YEARS} years?`}
        />
      )}
      {asksReroofed(year) && (
        <YesNoQuestion<YourHomeValues>
          name="hasBeenReroofed"
          label="Has the property been reroofed?"
        />
      )}
      <SelectField
        id={fieldIdOf('numBedrooms')}
        label="Number of bedrooms"
        placeholder={SELECT_PLACEHOLDER}
        options={countOptions(ROOM_AND_TENANT_COUNTS)}
        error={bedroomsError}
        {...register('numBedrooms')}
      />
      <SelectField
        id={fieldIdOf('numBathrooms')}
        label="Number of bathrooms"
        placeholder={SELECT_PLACEHOLDER}
        options={countOptions(ROOM_AND_TENANT_COUNTS)}
        error={bathroomsError}
        {...register('numBathrooms')}
      />
      <SelectField
        id={fieldIdOf('heatingSource')}
        label="Main source of heating"
        placeholder={SELECT_PLACEHOLDER}
        options={textOptions(HEATING_SOURCES)}
        error={heatingError}
        {...register('heatingSource')}
      />
      <SelectField
        id={fieldIdOf('alarmType')}
        label="Burglar alarm"
        placeholder={SELECT_PLACEHOLDER}
        options={textOptions(ALARM_TYPES)}
        error={alarmError}
        {...register('alarmType')}
      />
      <SelectField
        id={fieldIdOf('numberOfSmokeDetectors')}
        label="Number of working smoke detectors"
        placeholder={SELECT_PLACEHOLDER}
        options={countOptions(SMOKE_DETECTOR_COUNTS)}
        error={smokeError}
        {...register('numberOfSmokeDetectors')}
      />
      <ClaimsFields />
      <SelectField
        id={fieldIdOf('noClaimYears')}
        label="How many years have you been claims free?"
        placeholder={SELECT_PLACEHOLDER}
        options={NO_CLAIM_YEARS_OPTIONS}
        error={noClaimYearsError}
        {...register('noClaimYears')}
      />
    </>
  );
}

/** home.md 2 'Your home'. */
export function YourHomeForm({
  schemas,
  onDone,
  submitDisabled,
  submitNote,
}: {
  /** Undefined while they load, for a journey that holds no answers yet. */
  schemas: GetQuoteSchemas | undefined;
  onDone: () => void;
  /** While the agent's opening script is pending (platform.md 4.4). */
  submitDisabled?: boolean;
  submitNote?: { id: string; content: ReactNode };
}) {
  const [initial] = useState(() => {
    const values = initialValuesOf(YOUR_HOME_DEFAULTS, readHomeJourney().yourHome);
    return { values, valid: schemas?.yourHome.safeParse(values).success ?? false };
  });
  const form = useHomeStepForm(
    'yourHome',
    schemas?.yourHome ?? (async () => (await loadGetQuoteSchemas(false)).yourHome),
    initial.values,
  );
  return (
    <HomeStepForm
      step="yourHome"
      form={form}
      initiallyValid={initial.valid}
      submitLabel="Next"
      onValid={onDone}
      submitDisabled={submitDisabled}
      submitNote={submitNote}
    >
      <YourHomeFields />
    </HomeStepForm>
  );
}
