import {
  ABOUT_YOU_DEFAULTS,
  AGENT_ABOUT_YOU_CHECKS_DEFAULTS,
  EMPTY_JOINT_OWNER,
  GET_QUOTES_TEXT,
  HOME_FIELD_LENGTHS,
  TITLE_LABELS,
  isStaffPromoCode,
  OTHER_TITLE_CODE,
  PROMO_MESSAGES,
  MORTGAGE_PROVIDERS,
  sortMortgageProviders,
  STAFF_NUMBER_MAX_LENGTH,
  type AboutYouValues,
} from '@wallet/domain';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { isAgent, useSession } from '../../../lib/session';
import { Checkbox } from '../../../ui/checkbox';
import { DateField } from '../../../ui/date-field';
import { SelectField, type SelectOption } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { AddressLookupFields } from '../../../ui/address-lookup/address-lookup-fields';
import { checkEmailRegistered } from './api/check-email-registered';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import {
  useFieldError,
  YesNoQuestion,
  YesNoTextQuestion,
} from '../../../ui/journey/question-fields';
import { OnlinePromoBanner } from './online-promo-banner';
import { PromoCodeField } from './promo-code-field';
import { readHomeJourney } from '../journey/home-journey';
import { HoneypotField } from '../../../ui/journey/honeypot-field';
import { initialValuesOf } from '../../../ui/journey/step-form';
import type { GetQuoteSchemas } from './get-quote-schemas';
import { loadGetQuoteSchemas } from './lazy-schemas';
import { HomeStepForm, useHomeStepForm } from './step-form';
import { MOBILE_NUMBER_INPUT } from '../../../ui/mobile-number-input';
import { lazyModule } from '../../../lib/lazy-module';
import { useAgentMode } from '../agent/home-agent-script';

/*
 * Agent mode's parts of About you are loaded only for an agent: a visitor's or a customer's page
 * never carries them (the agents' schemas bring the phone library, 119 KiB).
 */
const EmailSearchButton = lazy(() =>
  import('../agent/email-search-button').then((module) => ({ default: module.EmailSearchButton })),
);
const AgentChecksFields = lazy(() =>
  import('../agent/agent-checks-fields').then((module) => ({ default: module.AgentChecksFields })),
);
const agentChecksSchemas = lazyModule(() => import('../agent/agent-checks-schema'));

type Name = Parameters<ReturnType<typeof useFormContext<AboutYouValues>>['register']>[0];

export const TITLE_OPTIONS: SelectOption[] = Object.entries(TITLE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const MORTGAGE_PROVIDER_OPTIONS: SelectOption[] = sortMortgageProviders(MORTGAGE_PROVIDERS).map(
  (provider) => ({
    value: String(provider.code),
    label: provider.label,
  }),
);

/** home.md 2: a title select whose Other reveals a free-text title; other titles clear it. */
function TitleFields({ prefix }: { prefix: '' | 'jointlyOwnedDetails.' }) {
  const { register, setValue, watch } = useFormContext<AboutYouValues>();
  const titleName = `${prefix}title` as Name;
  const otherName = `${prefix}otherTitle` as Name;
  const titleError = useFieldError(titleName);
  const otherError = useFieldError(otherName);
  const isOther = watch(titleName) === OTHER_TITLE_CODE;
  return (
    <>
      <SelectField
        id={fieldIdOf(titleName)}
        label="Title"
        placeholder="Please select"
        options={TITLE_OPTIONS}
        error={titleError}
        {...register(titleName, {
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value !== OTHER_TITLE_CODE) setValue(otherName, '');
          },
        })}
      />
      {isOther && (
        <TextField
          id={fieldIdOf(otherName)}
          label="Other title"
          maxLength={HOME_FIELD_LENGTHS.otherTitleMax}
          error={otherError}
          {...register(otherName)}
        />
      )}
    </>
  );
}

function NameFields({ prefix }: { prefix: '' | 'jointlyOwnedDetails.' }) {
  const { register } = useFormContext<AboutYouValues>();
  const first = `${prefix}firstName` as Name;
  const last = `${prefix}lastName` as Name;
  const firstError = useFieldError(first);
  const lastError = useFieldError(last);
  const own = prefix === '';
  return (
    <>
      <TextField
        id={fieldIdOf(first)}
        label="First name"
        autoComplete={own ? 'given-name' : 'off'}
        maxLength={HOME_FIELD_LENGTHS.name.max}
        error={firstError}
        {...register(first)}
      />
      <TextField
        id={fieldIdOf(last)}
        label="Surname"
        autoComplete={own ? 'family-name' : 'off'}
        maxLength={HOME_FIELD_LENGTHS.name.max}
        error={lastError}
        {...register(last)}
      />
    </>
  );
}

/** home.md 4 'Email blur': a visitor whose e-mail has an account is told so and offered login. */
function EmailField() {
  const { register } = useFormContext<AboutYouValues>();
  const session = useSession();
  const error = useFieldError('email');
  const [registered, setRegistered] = useState(false);
  const agent = isAgent(session.user);
  // home.md 4: agents skip the registered-e-mail check.
  const checks = session.status === 'signed-out' && !agent;
  const [before, after] = GET_QUOTES_TEXT.emailAlreadyRegistered.split('click here');
  return (
    <>
      <TextField
        id={fieldIdOf('email')}
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={HOME_FIELD_LENGTHS.emailMax}
        error={error}
        // Only when it has something to add: an undefined would drop the field's error and hint.
        {...(registered && { 'aria-describedby': 'get-quote-email-registered' })}
        {...register('email', {
          onChange: () => setRegistered(false),
          onBlur: async (event: { target: { value: string } }) => {
            const email = event.target.value.trim();
            if (!checks || !email.includes('@')) return;
            setRegistered(await checkEmailRegistered(email));
          },
        })}
      />
      {agent && (
        <Suspense fallback={null}>
          <EmailSearchButton />
        </Suspense>
      )}
      <div role="status">
        {registered && (
          <p id="get-quote-email-registered" className="get-quote-form__notice">
            {before}
            <Link to={PATHS.login}>click here</Link>
            {after}
          </p>
        )}
      </div>
    </>
  );
}

function BankCustomerFields() {
  const { register, watch } = useFormContext<AboutYouValues>();
  const isCustomer = watch('bankOfIrelandCustomer') === true;
  const products = [
    ['boiMortgage', 'Mortgage'],
    ['boiPersonalLoan', 'Personal loan'],
    ['boiMotorInsurance', 'Motor insurance'],
    ['boiPension', 'Pension or savings'],
  ] as const;
  return (
    <>
      <YesNoQuestion<AboutYouValues>
        name="bankOfIrelandCustomer"
        label="Are you an existing customer of the bank?"
      />
      {isCustomer && (
        <fieldset className="get-quote-form__group">
          <legend>Which of our products do you hold? (optional)</legend>
          {products.map(([name, label]) => (
            <Checkbox key={name} id={fieldIdOf(name)} label={label} {...register(name)} />
          ))}
        </fieldset>
      )}
    </>
  );
}

function JointOwnerFields() {
  const { register, watch } = useFormContext<AboutYouValues>();
  const dobError = useFieldError('jointlyOwnedDetails.dateOfBirth');
  if (watch('propertyJointlyOwned') !== 'true') return null;
  return (
    <fieldset className="get-quote-form__group">
      <legend>Joint owner</legend>
      <TitleFields prefix="jointlyOwnedDetails." />
      <NameFields prefix="jointlyOwnedDetails." />
      <DateField
        id={fieldIdOf('jointlyOwnedDetails.dateOfBirth')}
        label="Joint owner's date of birth"
        twoDigitYears="past"
        error={dobError}
        {...register('jointlyOwnedDetails.dateOfBirth')}
      />
    </fieldset>
  );
}

/**
 * home.md 4 'Promo code', and the staff number the 'staff' code asks for. With
 * home_premium_discounts_enabled off, a line says no discount is given instead.
 */
function PromoFields({ discountsEnabled }: { discountsEnabled: boolean }) {
  const { register, watch } = useFormContext<AboutYouValues>();
  const staffError = useFieldError('staffNumber');
  const staff = isStaffPromoCode(watch('promoCode'));
  if (!discountsEnabled) {
    return <p className="promo-code__unavailable">{PROMO_MESSAGES.discountsUnavailable}</p>;
  }
  return (
    <>
      <PromoCodeField />
      {staff && (
        <TextField
          id={fieldIdOf('staffNumber')}
          label="Staff number"
          hint="For example, A1234567"
          maxLength={STAFF_NUMBER_MAX_LENGTH}
          autoComplete="off"
          error={staffError}
          {...register('staffNumber')}
        />
      )}
    </>
  );
}

function AboutYouFields({
  discountsEnabled,
  agent,
}: {
  discountsEnabled: boolean;
  agent: boolean;
}) {
  const { register, setValue, clearErrors, watch } = useFormContext<AboutYouValues>();
  const phoneError = useFieldError('phoneNo');
  const dobError = useFieldError('dob');
  const providerError = useFieldError('mortgageProvider');
  const applicationError = useFieldError('mortgageApplicationNumber');
  const correspondenceDiffers = watch('is_correspondence_address') === false;
  return (
    <div className="get-quote-form__columns">
      <div className="get-quote-form__fields">
        <TitleFields prefix="" />
        <HoneypotField name="userName" />
        <NameFields prefix="" />
        <AddressLookupFields block="property" />
        <YesNoQuestion<AboutYouValues>
          name="is_correspondence_address"
          label="Is your correspondence address the same as this property being insured?"
        />
        {correspondenceDiffers && (
          <fieldset className="get-quote-form__group">
            <legend>Correspondence address</legend>
            <AddressLookupFields block="correspondence" />
          </fieldset>
        )}
        <TextField
          id={fieldIdOf('phoneNo')}
          label="Mobile number"
          {...MOBILE_NUMBER_INPUT}
          maxLength={HOME_FIELD_LENGTHS.phoneMax}
          hint="For example, 0871234567"
          error={phoneError}
          {...register('phoneNo')}
        />
        <EmailField />
        <DateField
          id={fieldIdOf('dob')}
          label="Date of birth"
          twoDigitYears="past"
          birthDate
          error={dobError}
          {...register('dob')}
        />
        {agent && (
          <Suspense fallback={null}>
            <AgentChecksFields />
          </Suspense>
        )}
        <BankCustomerFields />
        <SelectField
          id={fieldIdOf('mortgageProvider')}
          label="Who is your mortgage provider?"
          options={MORTGAGE_PROVIDER_OPTIONS}
          error={providerError}
          {...register('mortgageProvider')}
        />
        <TextField
          id={fieldIdOf('mortgageApplicationNumber')}
          label="Mortgage application number (optional)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={HOME_FIELD_LENGTHS.mortgageApplicationNumber.max}
          error={applicationError}
          {...register('mortgageApplicationNumber')}
        />
        <YesNoQuestion<AboutYouValues> name="firstTimeBuyer" label="Are you a first time buyer?" />
        <YesNoTextQuestion<AboutYouValues>
          name="propertyJointlyOwned"
          label="Is the property jointly owned?"
          onAnswer={(jointly) => {
            if (jointly) return;
            // home.md 4: No clears and untouches every joint-owner field.
            setValue('jointlyOwnedDetails', EMPTY_JOINT_OWNER, {
              shouldDirty: false,
              shouldTouch: false,
            });
            clearErrors('jointlyOwnedDetails');
          }}
        />
        <JointOwnerFields />
        <PromoFields discountsEnabled={discountsEnabled} />
      </div>
      {discountsEnabled && <OnlinePromoBanner />}
    </div>
  );
}

/** home.md 2 'About you'. */
export function AboutYouForm({
  schemas,
  discountsEnabled,
  onDone,
  submitDisabled,
  submitNote,
}: {
  /** Undefined while they load, for a journey that holds no answers yet. */
  schemas: GetQuoteSchemas | undefined;
  /** home_premium_discounts_enabled. */
  discountsEnabled: boolean;
  /** `changed`: the answers differ from those the step opened with. */
  onDone: (changed: boolean) => void;
  /** While the agent's opening script is pending (platform.md 4.4). */
  submitDisabled?: boolean;
  submitNote?: { id: string; content: ReactNode };
}) {
  const agent = useAgentMode();
  // Agent mode adds the agent's checks to the form, checked with the domain's rule; their schema
  // is loaded for an agent only, so until it is the form checks its answers by loading it.
  const agentChecks = agent ? agentChecksSchemas.loaded() : undefined;
  const withAgentChecks = (
    schema: GetQuoteSchemas['aboutYou'],
    checks: Awaited<ReturnType<typeof agentChecksSchemas.load>> | undefined,
  ) => (checks ? checks.withAgentChecks(schema) : schema);
  const [initial] = useState(() => {
    const defaults = agent
      ? { ...ABOUT_YOU_DEFAULTS, agentChecks: AGENT_ABOUT_YOU_CHECKS_DEFAULTS }
      : ABOUT_YOU_DEFAULTS;
    const stored = initialValuesOf(defaults, readHomeJourney().aboutYou);
    const ready = !agent || agentChecks !== undefined;
    const schema = ready && schemas ? withAgentChecks(schemas.aboutYou, agentChecks) : undefined;
    return { values: stored, valid: schema?.safeParse(stored).success ?? false };
  });
  const form = useHomeStepForm(
    'aboutYou',
    schemas && (!agent || agentChecks)
      ? withAgentChecks(schemas.aboutYou, agentChecks)
      : async () =>
          withAgentChecks(
            schemas?.aboutYou ?? (await loadGetQuoteSchemas(false)).aboutYou,
            agent ? await agentChecksSchemas.load() : undefined,
          ),
    initial.values,
  );
  // An agent's checks are asked for as the form opens, so that its first check does not wait.
  useEffect(() => {
    if (agent) void agentChecksSchemas.load().catch(() => undefined);
  }, [agent]);
  const { getValues, setValue, clearErrors } = form;
  // With discounts off a code already held (prefilled, or typed before the flag was read) is
  // dropped: it would earn nothing, and its field is not shown. After the journey listens.
  useEffect(() => {
    if (discountsEnabled) return;
    const { promoCode, staffNumber } = getValues();
    if (!promoCode && !staffNumber) return;
    setValue('promoCode', '');
    setValue('promoCodeValidChk', null);
    setValue('promoCodeRequestSent', false);
    setValue('staffNumber', '');
    clearErrors(['promoCode', 'staffNumber']);
  }, [discountsEnabled, getValues, setValue, clearErrors]);
  return (
    <HomeStepForm
      step="aboutYou"
      form={form}
      initiallyValid={initial.valid}
      submitLabel="Next"
      onValid={(_data, values) => onDone(JSON.stringify(values) !== JSON.stringify(initial.values))}
      submitDisabled={submitDisabled}
      submitNote={submitNote}
    >
      <AboutYouFields discountsEnabled={discountsEnabled} agent={agent} />
    </HomeStepForm>
  );
}
