import { useQuery } from '@tanstack/react-query';
import {
  VEHICLE_FUEL_TYPE_LABELS,
  type CarQuoteForms,
  type VehicleDetails,
  type VehicleFuelType,
  type YourCarValues,
} from '@wallet/domain';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Notice } from '../../../ui/notice';
import { SELECT_PLACEHOLDER } from '../../../ui/journey/choice-options';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError } from '../../../ui/journey/question-fields';
import { setChangedAnswers } from '../../../ui/journey/set-changed-answers';
import { SelectField } from '../../../ui/select-field';
import { CAR_GET_QUOTE_TEXTS } from './car-get-quote-texts';

const TEXT = CAR_GET_QUOTE_TEXTS.yourCar;

/** The catalogue's calls load with the first search (the schema library comes with them). */
const catalogue = () => import('../api/vehicle-catalogue');

/** The manual search's choices, each narrowing the next. */
const MANUAL_CHOICES = [
  'carMake',
  'carModel',
  'carYear',
  'carFuelType',
  'carEngineSize',
  'carVersion',
] as const;
type ManualChoice = (typeof MANUAL_CHOICES)[number];

/**
 * A choice of the manual search: the choices after it no longer apply, nor does the car they had
 * found (its ABI code and insurance group).
 */
function withManualChoice(values: YourCarValues, field: ManualChoice, value: string) {
  const later = MANUAL_CHOICES.slice(MANUAL_CHOICES.indexOf(field) + 1);
  return {
    ...values,
    [field]: value,
    ...Object.fromEntries(later.map((each) => [each, ''])),
    carABICode: '',
    carRisk: '',
  };
}

const distinct = <T,>(values: T[]) => [...new Set(values)];
const fuelLabelOf = (fuel: string) => VEHICLE_FUEL_TYPE_LABELS[fuel as VehicleFuelType] ?? fuel;

/**
 * A choice of the manual search. Held by the form and given to the select as its value, so a car
 * prefilled shows its make, model and year as soon as the catalogue's lists arrive.
 */
function ChoiceSelect({
  field,
  label,
  options,
}: {
  field: ManualChoice;
  label: string;
  options: { value: string; label: string }[];
}) {
  const form = useFormContext<CarQuoteForms>();
  const name = `yourCar.${field}` as const;
  const { field: control } = useController<CarQuoteForms, typeof name>({ name });
  const error = useFieldError(name);
  return (
    <SelectField
      id={fieldIdOf(name)}
      label={label}
      placeholder={SELECT_PLACEHOLDER}
      options={options}
      error={error}
      name={control.name}
      ref={control.ref}
      value={control.value}
      onBlur={control.onBlur}
      onChange={(event) => {
        const before = form.getValues('yourCar');
        setChangedAnswers(
          form,
          'yourCar',
          before,
          withManualChoice(before, field, event.target.value),
        );
      }}
    />
  );
}

/**
 * The version chosen names the car: its ABI code and insurance group come with it. Its select is
 * named after the ABI code as well, so the summary's line for a car not chosen leads here.
 */
function VersionSelect({ versions }: { versions: VehicleDetails[] }) {
  const form = useFormContext<CarQuoteForms>();
  const abiCode = useWatch({ control: form.control, name: 'yourCar.carABICode' });
  const versionError = useFieldError('yourCar.carVersion');
  const abiError = useFieldError('yourCar.carABICode');
  return (
    <SelectField
      id={fieldIdOf('yourCar.carVersion')}
      name="yourCar.carABICode"
      label={TEXT.version}
      placeholder={SELECT_PLACEHOLDER}
      options={versions.map((version) => ({ value: version.abi_code, label: version.version }))}
      error={versionError ?? abiError}
      value={abiCode}
      onChange={(event) => {
        const chosen = versions.find((version) => version.abi_code === event.target.value);
        const before = form.getValues('yourCar');
        setChangedAnswers(form, 'yourCar', before, {
          ...before,
          carVersion: chosen?.version ?? '',
          carABICode: chosen?.abi_code ?? '',
          carRisk: chosen ? String(chosen.risk) : '',
        });
      }}
    />
  );
}

/**
 * car-travel-payment.md 2 'A manual search is possible': the car chosen from the catalogue by
 * make, model, year, fuel type, engine size and version; the version gives its ABI code.
 */
export function ManualSearchFields() {
  const { control } = useFormContext<CarQuoteForms>();
  const [make, model, year, fuel, engine] = useWatch({
    control,
    name: [
      'yourCar.carMake',
      'yourCar.carModel',
      'yourCar.carYear',
      'yourCar.carFuelType',
      'yourCar.carEngineSize',
    ],
  });
  const makes = useQuery({
    queryKey: ['car', 'vehicle-makes'],
    queryFn: async () => (await catalogue()).getVehicleMakes(),
    staleTime: Infinity,
  });
  const models = useQuery({
    queryKey: ['car', 'vehicle-models', make],
    queryFn: async () => (await catalogue()).getVehicleModels(make),
    enabled: make !== '',
    staleTime: Infinity,
  });
  const versions = useQuery({
    queryKey: ['car', 'vehicle-versions', make, model, year],
    queryFn: async () => (await catalogue()).getVehicleVersions(make, model, year),
    enabled: make !== '' && model !== '' && year !== '',
    staleTime: Infinity,
  });

  const chosenModel = models.data?.find((each) => each.model === model);
  const years = chosenModel
    ? Array.from({ length: chosenModel.last_year - chosenModel.first_year + 1 }, (_, index) =>
        String(chosenModel.last_year - index),
      )
    : [];
  const ofFuel = (versions.data ?? []).filter((version) => version.fuel_type === fuel);
  const ofEngine = ofFuel.filter((version) => String(version.engine_cc) === engine);
  const failed = makes.isError || models.isError || versions.isError;

  return (
    <fieldset className="get-quote-form__group">
      <legend>{TEXT.manualLegend}</legend>
      {failed && (
        <Notice tone="warning" className="car-manual-search__notice">
          <p>{TEXT.catalogueUnavailable}</p>
        </Notice>
      )}
      <ChoiceSelect
        field="carMake"
        label={TEXT.make}
        options={(makes.data ?? []).map((each) => ({ value: each, label: each }))}
      />
      {make && (
        <ChoiceSelect
          field="carModel"
          label={TEXT.model}
          options={(models.data ?? []).map((each) => ({ value: each.model, label: each.model }))}
        />
      )}
      {model && (
        <ChoiceSelect
          field="carYear"
          label={TEXT.year}
          options={years.map((each) => ({ value: each, label: each }))}
        />
      )}
      {year && versions.data?.length === 0 && (
        <p className="get-quote-form__note">{TEXT.noVersions}</p>
      )}
      {year && (
        <ChoiceSelect
          field="carFuelType"
          label={TEXT.fuelType}
          options={distinct((versions.data ?? []).map((each) => each.fuel_type)).map((each) => ({
            value: each,
            label: fuelLabelOf(each),
          }))}
        />
      )}
      {fuel && (
        <ChoiceSelect
          field="carEngineSize"
          label={TEXT.engineSize}
          options={distinct(ofFuel.map((each) => each.engine_cc)).map((cc) => ({
            value: String(cc),
            label: TEXT.engineCc(cc),
          }))}
        />
      )}
      {engine && <VersionSelect versions={ofEngine} />}
    </fieldset>
  );
}
