import {
  OCCUPATION_REQUIRED_STATUSES,
  PERSONAL_FIELD_LENGTHS,
  asksOccupation,
  asksPassedTest,
  withCoverAbroad,
  withEmploymentStatus,
  withLicenceType,
  withPostalAddressAnswer,
  type PersonalAboutYouValues,
  type PersonalInsuranceType,
} from '@wallet/domain';
import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { AddressLookupFields } from '../../address-lookup/address-lookup-fields';
import { DateField } from '../../date-field';
import { MOBILE_NUMBER_INPUT } from '../../mobile-number-input';
import { SelectField } from '../../select-field';
import { TextField } from '../../text-field';
import { SELECT_PLACEHOLDER } from '../choice-options';
import { fieldIdOf } from '../field-ids';
import { HoneypotField } from '../honeypot-field';
import { ChoiceQuestion, useFieldError, YesNoQuestion } from '../question-fields';
import { setChangedAnswers } from '../set-changed-answers';
import {
  ABOUT_YOU_TEXTS as TEXT,
  COVER_ABROAD_OPTIONS,
  EMPLOYMENT_STATUS_OPTIONS,
  GENDER_OPTIONS,
  LAST_FIVE_YEARS_OPTIONS,
  LICENCE_TYPE_OPTIONS,
  OCCUPATION_OPTIONS,
  PROVIDER_OPTIONS,
  TITLE_OPTIONS,
} from './about-you-texts';

/**
 * car-travel-payment.md 2 and 3: the About you card of the car and travel forms, one card for
 * both. `insuranceType` says which product's questions it asks: the driving licence for car,
 * health cover abroad for travel. It works in any form that holds the card under `aboutYou`.
 */
type AboutYouForms = { aboutYou: PersonalAboutYouValues };
type AboutYouPath = FieldPath<AboutYouForms>;

/** A text box of About you, registered under its path with its error. */
function AboutYouText({
  name,
  label,
  ...props
}: { name: AboutYouPath; label: string } & Omit<
  ComponentProps<typeof TextField>,
  'id' | 'label' | 'error'
>) {
  const { register } = useFormContext<AboutYouForms>();
  const error = useFieldError(name);
  return (
    <TextField id={fieldIdOf(name)} label={label} error={error} {...props} {...register(name)} />
  );
}

/** A select of About you, registered under its path with its error. */
function AboutYouSelect({
  name,
  label,
  options,
  onChosen,
}: {
  name: AboutYouPath;
  label: string;
  options: readonly { value: string; label: string }[];
  /** For an answer that resets others (car-travel-payment.md 4). */
  onChosen?: (value: string) => void;
}) {
  const { register } = useFormContext<AboutYouForms>();
  const error = useFieldError(name);
  return (
    <SelectField
      id={fieldIdOf(name)}
      label={label}
      placeholder={SELECT_PLACEHOLDER}
      options={options}
      error={error}
      {...register(name, {
        onChange: onChosen
          ? (event: { target: { value: string } }) => onChosen(event.target.value)
          : undefined,
      })}
    />
  );
}

function EmploymentFields({ insuranceType }: { insuranceType: PersonalInsuranceType }) {
  const form = useFormContext<AboutYouForms>();
  const status = useWatch({ control: form.control, name: 'aboutYou.employmentStatus' });
  const occupationRequired = OCCUPATION_REQUIRED_STATUSES[insuranceType].includes(status);
  return (
    <>
      <AboutYouSelect
        name="aboutYou.employmentStatus"
        label={TEXT.employmentStatus}
        options={EMPLOYMENT_STATUS_OPTIONS[insuranceType]}
        onChosen={(chosen) => {
          // car-travel-payment.md 4: occupation only for employed, self-employed or unemployed.
          const before = form.getValues('aboutYou');
          setChangedAnswers(form, 'aboutYou', before, withEmploymentStatus(before, chosen));
        }}
      />
      {asksOccupation(insuranceType, status) && (
        <AboutYouSelect
          name="aboutYou.mainOccupation"
          label={occupationRequired ? TEXT.occupation : TEXT.occupationOptional}
          options={OCCUPATION_OPTIONS}
        />
      )}
    </>
  );
}

/** car-travel-payment.md 3 and 5: the car form's driving licence questions. */
function DrivingLicenceFields() {
  const form = useFormContext<AboutYouForms>();
  const licenceType = useWatch({ control: form.control, name: 'aboutYou.driversLicenseType' });
  return (
    <fieldset className="get-quote-form__group">
      <legend>{TEXT.licenceLegend}</legend>
      <AboutYouSelect
        name="aboutYou.driversLicenseType"
        label={TEXT.licenceType}
        options={LICENCE_TYPE_OPTIONS}
        onChosen={(chosen) => {
          // car-travel-payment.md 4: the passed-test question only for FULL_IRISH or FULL_UK.
          const before = form.getValues('aboutYou');
          const type = chosen as PersonalAboutYouValues['driversLicenseType'];
          setChangedAnswers(form, 'aboutYou', before, withLicenceType(before, type));
        }}
      />
      {asksPassedTest(licenceType) && (
        <YesNoQuestion<AboutYouForms>
          name="aboutYou.passedTestInIrelandOrUk"
          label={TEXT.passedTest}
        />
      )}
      <AboutYouSelect
        name="aboutYou.lastFiveYearsExperience"
        label={TEXT.lastFiveYears}
        options={LAST_FIVE_YEARS_OPTIONS}
      />
      <AboutYouText
        name="aboutYou.yearsHeld"
        label={TEXT.yearsHeld}
        hint={TEXT.yearsHeldHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
      />
    </fieldset>
  );
}

function HealthCoverFields() {
  const form = useFormContext<AboutYouForms>();
  const coverAbroad = useWatch({ control: form.control, name: 'aboutYou.coverAbroad' });
  return (
    <>
      <ChoiceQuestion<AboutYouForms>
        name="aboutYou.coverAbroad"
        label={TEXT.coverAbroad}
        options={COVER_ABROAD_OPTIONS}
        onAnswer={(answer) => {
          // car-travel-payment.md 4: the provider only with cover abroad.
          const before = form.getValues('aboutYou');
          const coverAbroad = answer === 'yes' ? 'yes' : 'no';
          setChangedAnswers(form, 'aboutYou', before, withCoverAbroad(before, coverAbroad));
        }}
      />
      {coverAbroad === 'yes' && (
        <AboutYouSelect name="aboutYou.provider" label={TEXT.provider} options={PROVIDER_OPTIONS} />
      )}
    </>
  );
}

function PostalAddressFields() {
  const form = useFormContext<AboutYouForms>();
  const sameAddress = useWatch({ control: form.control, name: 'aboutYou.isThisYourPostalAddress' });
  return (
    <>
      <YesNoQuestion<AboutYouForms>
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

/**
 * car-travel-payment.md 2 and 3: the About you card's fields, as `insuranceType` asks them;
 * `emailAction` (an agent's search by the e-mail) sits under the e-mail field.
 */
export function AboutYouFields({
  insuranceType,
  emailAction,
}: {
  insuranceType: PersonalInsuranceType;
  emailAction?: ReactNode;
}) {
  const { register } = useFormContext<AboutYouForms>();
  const dobError = useFieldError('aboutYou.dob');
  const { max: nameMax } = PERSONAL_FIELD_LENGTHS.name;
  return (
    <>
      <AboutYouSelect name="aboutYou.title" label={TEXT.title} options={TITLE_OPTIONS} />
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
      <ChoiceQuestion<AboutYouForms>
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
      {emailAction}
      <EmploymentFields insuranceType={insuranceType} />
      {insuranceType === 'car' ? <DrivingLicenceFields /> : <HealthCoverFields />}
      <YesNoQuestion<AboutYouForms>
        name="aboutYou.bankOfIrelandCustomer"
        label={TEXT.bankCustomer}
      />
      <YesNoQuestion<AboutYouForms>
        name="aboutYou.bankOfIrelandHomeInsurancePolicy"
        label={TEXT.homePolicy}
      />
      <AboutYouText name="aboutYou.promoCode" label={TEXT.promoCode} autoComplete="off" />
    </>
  );
}
