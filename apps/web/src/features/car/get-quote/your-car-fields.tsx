import {
  ANNUAL_KM_BANDS,
  CAR_OWNED_LABELS,
  CAR_OWNED_PERIODS,
  CAR_USES,
  CAR_USE_LABELS,
  DRIVING_EXPERIENCE_LABELS,
  DRIVING_EXPERIENCE_TYPES,
  NO_CLAIMS_YEARS,
  NO_CLAIMS_YEARS_LABELS,
  withManualSearch,
  type CarQuoteForms,
} from '@wallet/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError } from '../../../ui/journey/question-fields';
import { setChangedAnswers } from '../../../ui/journey/set-changed-answers';
import { MoneyField } from '../../../ui/money-field';
import { CAR_GET_QUOTE_TEXTS } from './car-get-quote-texts';
import { optionsOf } from './car-form-paths';
import { CarSelect } from './car-select';
import { ManualSearchFields } from './manual-search-fields';
import { RegistrationLookup } from './registration-lookup';

const TEXT = CAR_GET_QUOTE_TEXTS.yourCar;

const ANNUAL_KM_OPTIONS = ANNUAL_KM_BANDS.map((band) => ({ value: band.code, label: band.label }));

/** Between the registration lookup and the manual search; either starts the car afresh. */
function SearchWay() {
  const form = useFormContext<CarQuoteForms>();
  const manual = useWatch({ control: form.control, name: 'yourCar.isManualSearch' });
  const switchTo = (isManualSearch: boolean) => {
    const before = form.getValues('yourCar');
    setChangedAnswers(form, 'yourCar', before, withManualSearch(before, isManualSearch));
    form.clearErrors('yourCar');
    // The first field of the way chosen takes focus, so the customer carries on there.
    requestAnimationFrame(() =>
      document
        .getElementById(fieldIdOf(isManualSearch ? 'yourCar.carMake' : 'yourCar.carReg'))
        ?.focus(),
    );
  };
  return (
    <>
      {manual ? <ManualSearchFields /> : <RegistrationLookup />}
      <p className="car-search-way">
        <Button variant="link" onClick={() => switchTo(!manual)}>
          {manual ? TEXT.toRegistration : TEXT.toManualSearch}
        </Button>
      </p>
    </>
  );
}

/** car-travel-payment.md 2 and 3: the Your car card. */
export function YourCarFields() {
  const { register } = useFormContext<CarQuoteForms>();
  const valueError = useFieldError('yourCar.vehicleValue');
  return (
    <>
      <SearchWay />
      <CarSelect
        name="yourCar.carPurchased"
        label={TEXT.purchased}
        options={optionsOf(CAR_OWNED_PERIODS, CAR_OWNED_LABELS)}
      />
      <MoneyField
        id={fieldIdOf('yourCar.vehicleValue')}
        label={TEXT.vehicleValue}
        hint={TEXT.vehicleValueHint}
        error={valueError}
        {...register('yourCar.vehicleValue')}
      />
      <CarSelect
        name="yourCar.carUsedForWork"
        label={TEXT.use}
        options={optionsOf(CAR_USES, CAR_USE_LABELS)}
      />
      <CarSelect name="yourCar.annualKm" label={TEXT.annualKm} options={ANNUAL_KM_OPTIONS} />
      <CarSelect
        name="yourCar.drivingExpType"
        label={TEXT.drivingExperience}
        options={optionsOf(DRIVING_EXPERIENCE_TYPES, DRIVING_EXPERIENCE_LABELS)}
      />
      <CarSelect
        name="yourCar.noClaimsBonus"
        label={TEXT.noClaimsBonus}
        hint={TEXT.noClaimsBonusHint}
        options={optionsOf(NO_CLAIMS_YEARS, NO_CLAIMS_YEARS_LABELS)}
      />
    </>
  );
}
