import {
  ANNUAL_KM_BANDS,
  CAR_LIMITS,
  CAR_OWNED_LABELS,
  CAR_OWNED_PERIODS,
  OCCUPATION_REQUIRED_STATUSES,
  PENALTY_POINT_OFFENCES,
  PERSONAL_FIELD_LENGTHS,
  RELATIONSHIPS_TO_PROPOSER,
  RELATIONSHIP_LABELS,
  REGISTRATION_MESSAGES,
  asksOccupation,
  registrationProblem,
  withDriverEmploymentStatus,
  withDriverOffenceCount,
  type AdditionalDriverValues,
  type AnnualKmBand,
  type CarChangeableAnswers,
} from '@wallet/domain';
import { useRef, useState } from 'react';
import type { ChangeFieldsProps } from '../../../lib/policy-change-form';
import { Button } from '../../../ui/button';
import { DateField } from '../../../ui/date-field';
import { FieldError } from '../../../ui/field-error';
import {
  ABOUT_YOU_TEXTS,
  EMPLOYMENT_STATUS_OPTIONS,
  LAST_FIVE_YEARS_OPTIONS,
  LICENCE_TYPE_OPTIONS,
  OCCUPATION_OPTIONS,
  TITLE_OPTIONS,
} from '../../../ui/journey/about-you/about-you-texts';
import { MoneyField } from '../../../ui/money-field';
import { SelectField } from '../../../ui/select-field';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { countOptionsUpTo, optionsOf } from '../get-quote/car-form-paths';
import { FoundCarDetails } from '../get-quote/car-details-list';
import {
  CAR_CHANGE_FIELD_IDS as IDS,
  foundCarOf,
  newDriverDraft,
  withRegistration,
  type CarChangeDraft,
  type DriverDraft,
  type FoundCar,
} from './car-change-form';
import { CAR_CHANGE_TEXTS as TEXT } from './car-change-texts';

const KM_OPTIONS = ANNUAL_KM_BANDS.map((band) => ({ value: band.code, label: band.label }));
const OWNED_OPTIONS = optionsOf(CAR_OWNED_PERIODS, CAR_OWNED_LABELS);
const RELATIONSHIP_OPTIONS = optionsOf(RELATIONSHIPS_TO_PROPOSER, RELATIONSHIP_LABELS);
const COUNT_OPTIONS = countOptionsUpTo(CAR_LIMITS.maxOffences);
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

/** The car the lookup found (or the policy's own), read-only, as the quote's Your car shows it. */
function FoundCarList({ car, announce }: { car: FoundCar; announce: boolean }) {
  return <FoundCarDetails announce={announce} car={{ ...car, year: String(car.year) }} />;
}

/** The quote's driver questions for a driver being added, each under its own id. */
function NewDriverFields({
  driver,
  number,
  problemOf,
  onChange,
  onRemove,
}: {
  driver: { key: number; typed: AdditionalDriverValues };
  number: number;
  /** The problem of one of this driver's fields, by the API's field name. */
  problemOf: (field: string) => string | undefined;
  onChange: (typed: AdditionalDriverValues) => void;
  onRemove: () => void;
}) {
  const { typed, key } = driver;
  const id = (field: string) => IDS.driverField(key, field);
  const set = (change: Partial<AdditionalDriverValues>) => onChange({ ...typed, ...change });
  const { max: nameMax } = PERSONAL_FIELD_LENGTHS.name;
  const occupationRequired = OCCUPATION_REQUIRED_STATUSES.car.includes(typed.employmentStatus);
  return (
    <fieldset className="change-item">
      <legend className="change-item__legend">{TEXT.newDriver(number)}</legend>
      <p>{TEXT.driverHint}</p>
      <SelectField
        id={id('title')}
        label={ABOUT_YOU_TEXTS.title}
        placeholder="Select"
        options={TITLE_OPTIONS}
        value={typed.title}
        error={problemOf('title')}
        onChange={(event) => set({ title: event.target.value as AdditionalDriverValues['title'] })}
      />
      <TextField
        id={id('first_name')}
        label={ABOUT_YOU_TEXTS.firstName}
        autoComplete="off"
        maxLength={nameMax}
        value={typed.firstName}
        error={problemOf('first_name')}
        onChange={(event) => set({ firstName: event.target.value })}
      />
      <TextField
        id={id('last_name')}
        label={TEXT.lastName}
        autoComplete="off"
        maxLength={nameMax}
        value={typed.lastName}
        error={problemOf('last_name')}
        onChange={(event) => set({ lastName: event.target.value })}
      />
      <DateField
        id={id('date_of_birth')}
        label={ABOUT_YOU_TEXTS.dob}
        twoDigitYears="past"
        value={typed.dob}
        error={problemOf('date_of_birth')}
        onChange={(event) => set({ dob: event.target.value })}
      />
      <SelectField
        id={id('relationship_to_proposer')}
        label={TEXT.relationship}
        placeholder="Select"
        options={RELATIONSHIP_OPTIONS}
        value={typed.relationshipToProposer}
        error={problemOf('relationship_to_proposer')}
        onChange={(event) =>
          set({
            relationshipToProposer: event.target
              .value as AdditionalDriverValues['relationshipToProposer'],
          })
        }
      />
      <SelectField
        id={id('license_type')}
        label={ABOUT_YOU_TEXTS.licenceType}
        placeholder="Select"
        options={LICENCE_TYPE_OPTIONS}
        value={typed.driversLicenseType}
        error={problemOf('license_type')}
        onChange={(event) =>
          set({
            driversLicenseType: event.target.value as AdditionalDriverValues['driversLicenseType'],
          })
        }
      />
      <SelectField
        id={id('driving_experience')}
        label={ABOUT_YOU_TEXTS.lastFiveYears}
        placeholder="Select"
        options={LAST_FIVE_YEARS_OPTIONS}
        value={typed.lastFiveYearsExperience}
        error={problemOf('driving_experience')}
        onChange={(event) =>
          set({
            lastFiveYearsExperience: event.target
              .value as AdditionalDriverValues['lastFiveYearsExperience'],
          })
        }
      />
      <TextField
        id={id('license_years')}
        label={ABOUT_YOU_TEXTS.yearsHeld}
        hint={ABOUT_YOU_TEXTS.yearsHeldHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={typed.yearsHeld}
        error={problemOf('license_years')}
        onChange={(event) => set({ yearsHeld: event.target.value })}
      />
      <SelectField
        id={id('employment_status')}
        label={ABOUT_YOU_TEXTS.employmentStatus}
        placeholder="Select"
        options={EMPLOYMENT_STATUS_OPTIONS.car}
        value={typed.employmentStatus}
        error={problemOf('employment_status')}
        // car-travel-payment.md 4: occupation only for employed, self-employed or unemployed.
        onChange={(event) => onChange(withDriverEmploymentStatus(typed, event.target.value))}
      />
      {asksOccupation('car', typed.employmentStatus) && (
        <SelectField
          id={id('occupation')}
          label={
            occupationRequired ? ABOUT_YOU_TEXTS.occupation : ABOUT_YOU_TEXTS.occupationOptional
          }
          placeholder="Select"
          options={OCCUPATION_OPTIONS}
          value={typed.mainOccupation}
          error={problemOf('occupation')}
          onChange={(event) => set({ mainOccupation: event.target.value })}
        />
      )}
      <SelectField
        id={id('penalty_count')}
        label={TEXT.driverOffenceCount}
        placeholder="Select"
        options={COUNT_OPTIONS}
        value={typed.additionalDriverPenaltyPointOffenceCount}
        error={problemOf('penalty_count')}
        onChange={(event) => onChange(withDriverOffenceCount(typed, event.target.value))}
      />
      {typed.additionalDriverPenaltyPointOffences.map((offence, index) => {
        const setOffence = (change: Partial<typeof offence>) =>
          set({
            additionalDriverPenaltyPointOffences: typed.additionalDriverPenaltyPointOffences.map(
              (each, at) => (at === index ? { ...each, ...change } : each),
            ),
          });
        return (
          <fieldset key={index} className="change-item">
            <legend className="change-item__legend">{TEXT.offence(index + 1)}</legend>
            <SelectField
              id={id(`penalty_details.${index}.offence`)}
              label={TEXT.offenceType}
              placeholder="Select"
              options={OFFENCE_OPTIONS}
              value={offence.offence}
              error={problemOf(`penalty_details.${index}.offence`)}
              onChange={(event) =>
                setOffence({ offence: event.target.value as typeof offence.offence })
              }
            />
            <SelectField
              id={id(`penalty_details.${index}.penalty_points`)}
              label={TEXT.penaltyPoints}
              placeholder="Select"
              options={POINTS_OPTIONS}
              value={offence.penaltyPoints}
              error={problemOf(`penalty_details.${index}.penalty_points`)}
              onChange={(event) => setOffence({ penaltyPoints: event.target.value })}
            />
          </fieldset>
        );
      })}
      <Button variant="link" onClick={onRemove}>
        {TEXT.removeNewDriver(number)}
      </Button>
    </fieldset>
  );
}

/** Car's cover as it stands, to change in place: the car, the kilometres, the named drivers. */
export function CarChangeFields({
  answers,
  draft,
  onDraftChange,
  problems,
}: ChangeFieldsProps<CarChangeableAnswers, CarChangeDraft>) {
  const [looking, setLooking] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const asking = useRef<AbortController | null>(null);
  // The latest draft, for the lookup's answer: the customer may type on while it is asked.
  const latest = useRef(draft);
  latest.current = draft;

  const lookUp = async () => {
    asking.current?.abort();
    const typed = draft.registration;
    // The registration's own rule first: a registration that cannot be one is not asked about.
    const problem = registrationProblem(typed, new Date());
    if (problem) {
      onDraftChange({ ...draft, found: null, lookupProblem: problem });
      return;
    }
    const controller = new AbortController();
    asking.current = controller;
    setLooking(true);
    setAnnounce(false);
    try {
      const { lookUpVehicle } = await import('../api/lookup-vehicle');
      const lookup = await lookUpVehicle(typed, controller.signal);
      // An answer for a registration since edited is not this one's.
      if (controller.signal.aborted || latest.current.registration !== typed) return;
      onDraftChange(
        lookup.found
          ? { ...latest.current, found: foundCarOf(typed, lookup.vehicle), lookupProblem: null }
          : { ...latest.current, found: null, lookupProblem: lookup.message },
      );
      setAnnounce(lookup.found);
    } catch {
      if (!controller.signal.aborted) {
        onDraftChange({
          ...latest.current,
          found: null,
          lookupProblem: REGISTRATION_MESSAGES.notFound,
        });
      }
    } finally {
      if (asking.current === controller) setLooking(false);
    }
  };

  const registrationError = Object.entries(problems).find(
    ([key]) => key.startsWith('vehicle.') && key !== 'vehicle.value',
  )?.[1];

  const setDriver = (key: number, typed: AdditionalDriverValues) =>
    onDraftChange({
      ...draft,
      drivers: draft.drivers.map((driver) => (driver.key === key ? { key, typed } : driver)),
    });
  const removeDriver = (key: number) => {
    onDraftChange({ ...draft, drivers: draft.drivers.filter((driver) => driver.key !== key) });
    // The driver's fields are gone: focus goes on to where the customer can carry on.
    requestAnimationFrame(() => document.getElementById(IDS.addDriver)?.focus());
  };
  const addDriver = () => {
    const added: DriverDraft = newDriverDraft();
    onDraftChange({ ...draft, drivers: [...draft.drivers, added] });
    // GOV.UK 'add another': the new driver's first question takes focus.
    requestAnimationFrame(() =>
      document.getElementById(IDS.driverField(added.key, 'title'))?.focus(),
    );
  };

  return (
    <>
      <fieldset className="change-group">
        <legend className="change-group__legend">{TEXT.carTitle}</legend>
        <TextField
          id={IDS.registration}
          label={TEXT.registration}
          hint={TEXT.registrationHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={draft.registration}
          error={registrationError}
          onChange={(event) => {
            asking.current?.abort();
            setLooking(false);
            setAnnounce(false);
            onDraftChange(withRegistration(answers, draft, event.target.value));
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter looks the car up; it does not send the whole form.
            event.preventDefault();
            void lookUp();
          }}
        />
        <Button variant="secondary" onClick={() => void lookUp()}>
          {TEXT.lookUp}
        </Button>
        {looking && <Spinner label={TEXT.searching} />}
        {draft.found && <FoundCarList car={draft.found} announce={announce} />}
        <MoneyField
          id={IDS.value}
          label={TEXT.value}
          hint={TEXT.valueHint}
          value={draft.value}
          error={problems['vehicle.value']}
          onChange={(event) => onDraftChange({ ...draft, value: event.target.value })}
        />
        <SelectField
          id={IDS.ownedPeriod}
          label={TEXT.ownedPeriod}
          placeholder="Select"
          options={OWNED_OPTIONS}
          value={draft.ownedPeriod}
          error={problems['vehicle.years_owned_vehicle']}
          onChange={(event) => onDraftChange({ ...draft, ownedPeriod: event.target.value })}
        />
      </fieldset>

      <SelectField
        id={IDS.kmPerYear}
        label={TEXT.annualKm}
        options={KM_OPTIONS}
        value={draft.kmPerYear}
        error={problems.km_per_year}
        onChange={(event) =>
          onDraftChange({ ...draft, kmPerYear: event.target.value as AnnualKmBand })
        }
      />

      <fieldset className="change-group">
        <legend className="change-group__legend">{TEXT.driversTitle}</legend>
        {draft.drivers.length === 0 && <p>{TEXT.noDrivers}</p>}
        {draft.drivers.map((driver, index) => {
          if ('kept' in driver) {
            const name = `${driver.kept.first_name} ${driver.kept.last_name}`;
            const message = Object.entries(problems).find(([key]) =>
              key.startsWith(`additional_drivers.${index}.`),
            )?.[1];
            return (
              <div key={driver.key} className="change-item">
                <p>
                  {TEXT.keptDriver(name, RELATIONSHIP_LABELS[driver.kept.relationship_to_proposer])}
                </p>
                <FieldError id={`change-driver-${driver.key}-error`} message={message} />
                <Button variant="link" onClick={() => removeDriver(driver.key)}>
                  {TEXT.removeDriver(name)}
                </Button>
              </div>
            );
          }
          return (
            <NewDriverFields
              key={driver.key}
              driver={driver}
              number={index + 1}
              problemOf={(field) => problems[`additional_drivers.${index}.${field}`]}
              onChange={(typed) => setDriver(driver.key, typed)}
              onRemove={() => removeDriver(driver.key)}
            />
          );
        })}
        {draft.drivers.length < CAR_LIMITS.maxAdditionalDrivers ? (
          <Button id={IDS.addDriver} variant="secondary" onClick={addDriver}>
            {TEXT.addDriver}
          </Button>
        ) : (
          <p>{TEXT.driversLimit}</p>
        )}
      </fieldset>
    </>
  );
}
