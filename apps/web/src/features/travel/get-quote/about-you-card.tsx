import {
  EMPLOYMENT_STATUS_LABELS,
  GENDERS,
  GENDER_LABELS,
  HEALTH_PROVIDERS,
  HOME_TITLE_LABELS,
  OCCUPATIONS,
  OCCUPATION_REQUIRED_STATUSES,
  PERSONAL_FIELD_LENGTHS,
  PERSONAL_TITLE_CODES,
  TRAVEL_EMPLOYMENT_STATUSES,
  asksOccupation,
  withCoverAbroad,
  withEmploymentStatus,
  withPostalAddressAnswer,
  type TravelQuoteForms,
} from '@wallet/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { AddressLookupFields } from '../../../ui/address-lookup/address-lookup-fields';
import { DateField } from '../../../ui/date-field';
import { SELECT_PLACEHOLDER } from '../../../ui/journey/choice-options';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { HoneypotField } from '../../../ui/journey/honeypot-field';
import { ChoiceQuestion, useFieldError, YesNoQuestion } from '../../../ui/journey/question-fields';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { TRAVEL_TEXTS } from '../travel-texts';
import { setChangedAnswers, type TravelPath } from './form-paths';
import { MOBILE_NUMBER_INPUT } from '../../../ui/mobile-number-input';

const TEXT = TRAVEL_TEXTS.aboutYou;

/** The titles as every product writes them (the glossary: home.md 2's labels). */
const TITLE_OPTIONS = PERSONAL_TITLE_CODES.map((code) => ({
  value: code,
  label: HOME_TITLE_LABELS[code],
}));
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));
const STATUS_OPTIONS = TRAVEL_EMPLOYMENT_STATUSES.map((status) => ({
  value: status,
  label: EMPLOYMENT_STATUS_LABELS[status] ?? status,
}));
const OCCUPATION_OPTIONS = OCCUPATIONS.map((occupation) => ({
  value: occupation.code,
  label: occupation.label,
}));
/** 'Do you have health cover abroad', held as yes or no (car-travel-payment.md 3). */
const YES_NO_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const PROVIDER_OPTIONS = HEALTH_PROVIDERS.map((provider) => ({
  value: String(provider.id),
  label: provider.name,
}));

/** A text box of About you, registered under its path with its error. */
function AboutYouText({
  name,
  label,
  ...props
}: { name: TravelPath; label: string } & Omit<
  React.ComponentProps<typeof TextField>,
  'id' | 'label' | 'error'
>) {
  const { register } = useFormContext<TravelQuoteForms>();
  const error = useFieldError(name);
  return (
    <TextField id={fieldIdOf(name)} label={label} error={error} {...props} {...register(name)} />
  );
}

function EmploymentFields() {
  const form = useFormContext<TravelQuoteForms>();
  const status = useWatch({ control: form.control, name: 'aboutYou.employmentStatus' });
  const statusError = useFieldError('aboutYou.employmentStatus');
  const occupationError = useFieldError('aboutYou.mainOccupation');
  const occupationRequired = OCCUPATION_REQUIRED_STATUSES.travel.includes(status);
  return (
    <>
      <SelectField
        id={fieldIdOf('aboutYou.employmentStatus')}
        label={TEXT.employmentStatus}
        placeholder={SELECT_PLACEHOLDER}
        options={STATUS_OPTIONS}
        error={statusError}
        {...form.register('aboutYou.employmentStatus', {
          onChange: (event: { target: { value: string } }) => {
            // car-travel-payment.md 4: occupation only for employed, self-employed or unemployed.
            const before = form.getValues('aboutYou');
            setChangedAnswers(
              form,
              'aboutYou',
              before,
              withEmploymentStatus(before, event.target.value),
            );
          },
        })}
      />
      {asksOccupation('travel', status) && (
        <SelectField
          id={fieldIdOf('aboutYou.mainOccupation')}
          label={occupationRequired ? TEXT.occupation : TEXT.occupationOptional}
          placeholder={SELECT_PLACEHOLDER}
          options={OCCUPATION_OPTIONS}
          error={occupationError}
          {...form.register('aboutYou.mainOccupation')}
        />
      )}
    </>
  );
}

function HealthCoverFields() {
  const form = useFormContext<TravelQuoteForms>();
  const coverAbroad = useWatch({ control: form.control, name: 'aboutYou.coverAbroad' });
  const providerError = useFieldError('aboutYou.provider');
  return (
    <>
      <ChoiceQuestion<TravelQuoteForms>
        name="aboutYou.coverAbroad"
        label={TEXT.coverAbroad}
        options={YES_NO_OPTIONS}
        onAnswer={(answer) => {
          // car-travel-payment.md 4: the provider only with cover abroad.
          const before = form.getValues('aboutYou');
          const coverAbroad = answer === 'yes' ? 'yes' : 'no';
          setChangedAnswers(form, 'aboutYou', before, withCoverAbroad(before, coverAbroad));
        }}
      />
      {coverAbroad === 'yes' && (
        <SelectField
          id={fieldIdOf('aboutYou.provider')}
          label={TEXT.provider}
          placeholder={SELECT_PLACEHOLDER}
          options={PROVIDER_OPTIONS}
          error={providerError}
          {...form.register('aboutYou.provider')}
        />
      )}
    </>
  );
}

function PostalAddressFields() {
  const form = useFormContext<TravelQuoteForms>();
  const sameAddress = useWatch({ control: form.control, name: 'aboutYou.isThisYourPostalAddress' });
  return (
    <>
      <YesNoQuestion<TravelQuoteForms>
        name="aboutYou.isThisYourPostalAddress"
        label={TEXT.postalAddress}
        onAnswer={(answer) => {
          // car-travel-payment.md 4: 'yes, this is my postal address' clears the postal fields.
          const before = form.getValues('aboutYou');
          setChangedAnswers(form, 'aboutYou', before, withPostalAddressAnswer(before, answer));
        }}
      />
      {sameAddress === false && (
        <fieldset className="get-quote-form__group">
          <legend>{TEXT.postalAddressLegend}</legend>
          <AddressLookupFields block="aboutYou.postalAddress" />
        </fieldset>
      )}
    </>
  );
}

/** car-travel-payment.md 2 and 3: the About you card, as the travel form asks it. */
export function AboutYouFields() {
  const { register } = useFormContext<TravelQuoteForms>();
  const titleError = useFieldError('aboutYou.title');
  const dobError = useFieldError('aboutYou.dob');
  const { max: nameMax } = PERSONAL_FIELD_LENGTHS.name;
  return (
    <>
      <SelectField
        id={fieldIdOf('aboutYou.title')}
        label={TEXT.title}
        placeholder={SELECT_PLACEHOLDER}
        options={TITLE_OPTIONS}
        error={titleError}
        {...register('aboutYou.title')}
      />
      <HoneypotField name="aboutYou.userName" />
      <AboutYouText
        name="aboutYou.firstName"
        label={TEXT.firstName}
        autoComplete="given-name"
        maxLength={nameMax}
      />
      <AboutYouText
        name="aboutYou.lastName"
        label={TEXT.lastName}
        autoComplete="family-name"
        maxLength={nameMax}
      />
      <ChoiceQuestion<TravelQuoteForms>
        name="aboutYou.gender"
        label={TEXT.gender}
        options={GENDER_OPTIONS}
      />
      <DateField
        id={fieldIdOf('aboutYou.dob')}
        label={TEXT.dob}
        birthDate
        twoDigitYears="past"
        error={dobError}
        {...register('aboutYou.dob')}
      />
      <AddressLookupFields block="aboutYou.address" />
      <PostalAddressFields />
      <AboutYouText
        name="aboutYou.phoneNo"
        label={TEXT.phone}
        hint={TEXT.phoneHint}
        {...MOBILE_NUMBER_INPUT}
      />
      <AboutYouText
        name="aboutYou.email"
        label={TEXT.email}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <EmploymentFields />
      <HealthCoverFields />
      <YesNoQuestion<TravelQuoteForms>
        name="aboutYou.bankOfIrelandCustomer"
        label={TEXT.bankCustomer}
      />
      <YesNoQuestion<TravelQuoteForms>
        name="aboutYou.bankOfIrelandHomeInsurancePolicy"
        label={TEXT.homePolicy}
      />
      <AboutYouText name="aboutYou.promoCode" label={TEXT.promoCode} autoComplete="off" />
    </>
  );
}
