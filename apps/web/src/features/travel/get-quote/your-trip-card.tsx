import {
  CHILDREN_COUNTS,
  INSURED_PERSON_TYPE_IDS,
  INSURED_PERSON_TYPE_LABELS,
  PERSONAL_FIELD_LENGTHS,
  TRIP_TYPES,
  insuresChildren,
  insuresPartner,
  tripChoicesOf,
  withDestinationZone,
  withInsuredPerson,
  withTripType,
  type TravelQuoteForms,
  type TravelQuoteParameters,
  type YourTripValues,
} from '@wallet/domain';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateField } from '../../../ui/date-field';
import { SELECT_PLACEHOLDER } from '../../../ui/journey/choice-options';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { ChoiceQuestion, useFieldError } from '../../../ui/journey/question-fields';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { TRAVEL_TEXTS } from '../travel-texts';
import { setChangedAnswers } from '../../../ui/journey/set-changed-answers';
import type { TravelPath } from './form-paths';

const TEXT = TRAVEL_TEXTS.yourTrip;

const INSURED_PERSON_OPTIONS = INSURED_PERSON_TYPE_IDS.map((id) => ({
  value: String(id),
  label: INSURED_PERSON_TYPE_LABELS[id],
}));
const CHILDREN_OPTIONS = CHILDREN_COUNTS.map((count) => ({
  value: String(count),
  label: String(count),
}));

function TripDate({ name, label }: { name: TravelPath; label: string }) {
  const { register } = useFormContext<TravelQuoteForms>();
  const error = useFieldError(name);
  const [hint] = useState(() => TEXT.dateHint(new Date()));
  return (
    <DateField
      id={fieldIdOf(name)}
      label={label}
      hint={hint}
      twoDigitYears="near"
      error={error}
      {...register(name)}
    />
  );
}

function PartnerFields() {
  const { register } = useFormContext<TravelQuoteForms>();
  const firstError = useFieldError('yourTrip.partnerFirstName');
  const lastError = useFieldError('yourTrip.partnerLastName');
  const dobError = useFieldError('yourTrip.partnerDOB');
  const { max } = PERSONAL_FIELD_LENGTHS.name;
  return (
    <fieldset className="get-quote-form__group">
      <legend>{TEXT.partner}</legend>
      <TextField
        id={fieldIdOf('yourTrip.partnerFirstName')}
        label={TEXT.partnerFirstName}
        autoComplete="off"
        maxLength={max}
        error={firstError}
        {...register('yourTrip.partnerFirstName')}
      />
      <TextField
        id={fieldIdOf('yourTrip.partnerLastName')}
        label={TEXT.partnerLastName}
        autoComplete="off"
        maxLength={max}
        error={lastError}
        {...register('yourTrip.partnerLastName')}
      />
      <DateField
        id={fieldIdOf('yourTrip.partnerDOB')}
        label={TEXT.partnerDob}
        twoDigitYears="past"
        error={dobError}
        {...register('yourTrip.partnerDOB')}
      />
    </fieldset>
  );
}

/**
 * car-travel-payment.md 2 and 3: the Your trip card. The trip types, each type's destination
 * zones and each zone's countries are those of GET /travel/quote_parameters.
 */
export function YourTripFields({ parameters }: { parameters: TravelQuoteParameters }) {
  const form = useFormContext<TravelQuoteForms>();
  const trip = useWatch({ control: form.control, name: 'yourTrip' }) as YourTripValues;
  const { tripType, destinationZone, insuredPerson } = tripChoicesOf(trip);
  const countryError = useFieldError('yourTrip.destinationCountry');
  const childrenError = useFieldError('yourTrip.numOfChildren');

  /** car-travel-payment.md 4: an answer that clears others goes through the domain's reset. */
  const answer =
    (reset: (values: YourTripValues, answer: string) => YourTripValues) => (value: string) => {
      const before = form.getValues('yourTrip');
      setChangedAnswers(form, 'yourTrip', before, reset(before, value as never));
    };

  const tripTypes = parameters.trip_types;
  const zones = (tripTypes.find((type) => type.id === tripType) ?? tripTypes[0])?.destination_zones;
  const countries =
    parameters.destination_country_list.find((zone) => zone.id === destinationZone)?.countries ??
    [];
  const single = tripType === TRIP_TYPES.single;

  return (
    <>
      <ChoiceQuestion<TravelQuoteForms>
        name="yourTrip.tripType"
        label={TEXT.tripType}
        options={tripTypes.map((type) => ({ value: String(type.id), label: type.name }))}
        onAnswer={answer(withTripType)}
      />
      <TripDate
        name="yourTrip.travelFromDate"
        label={tripType === TRIP_TYPES.annualMultiTrip ? TEXT.policyStartDate : TEXT.startDate}
      />
      {single && <TripDate name="yourTrip.travelToDate" label={TEXT.endDate} />}
      <ChoiceQuestion<TravelQuoteForms>
        name="yourTrip.destinationZone"
        label={TEXT.zone}
        stacked
        options={(zones ?? []).map((zone) => ({ value: String(zone.id), label: zone.value }))}
        onAnswer={answer(withDestinationZone)}
      />
      {single && (
        <SelectField
          id={fieldIdOf('yourTrip.destinationCountry')}
          label={TEXT.country}
          placeholder={SELECT_PLACEHOLDER}
          options={countries.map((country) => ({ value: country, label: country }))}
          error={countryError}
          {...form.register('yourTrip.destinationCountry')}
        />
      )}
      <ChoiceQuestion<TravelQuoteForms>
        name="yourTrip.insuredPerson"
        label={TEXT.insuredPerson}
        stacked
        options={INSURED_PERSON_OPTIONS}
        onAnswer={answer(withInsuredPerson)}
      />
      {insuresPartner(insuredPerson) && <PartnerFields />}
      {insuresChildren(insuredPerson) && (
        <SelectField
          id={fieldIdOf('yourTrip.numOfChildren')}
          label={TEXT.children}
          hint={TEXT.childrenHint}
          placeholder={SELECT_PLACEHOLDER}
          options={CHILDREN_OPTIONS}
          error={childrenError}
          {...form.register('yourTrip.numOfChildren')}
        />
      )}
    </>
  );
}
