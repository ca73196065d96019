import {
  CAR_COVER_TYPES,
  CAR_COVER_TYPE_LABELS,
  withHasAdditionalDrivers,
  withOffenceCount,
  type CarCoverValues,
  type CarQuoteForms,
} from '@wallet/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateField } from '../../../ui/date-field';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { ChoiceQuestion, useFieldError, YesNoQuestion } from '../../../ui/journey/question-fields';
import { setChangedAnswers } from '../../../ui/journey/set-changed-answers';
import { AdditionalDriversFields } from './additional-driver-fields';
import { CAR_GET_QUOTE_TEXTS } from './car-get-quote-texts';
import { optionsOf } from './car-form-paths';
import { ClaimsFields } from './claims-fields';
import { OffenceFields } from './offence-fields';

const TEXT = CAR_GET_QUOTE_TEXTS.yourCover;
const COVER_TYPE_OPTIONS = optionsOf(CAR_COVER_TYPES, CAR_COVER_TYPE_LABELS);

/** car-travel-payment.md 2 and 3: the car Your cover card. */
export function YourCoverFields() {
  const form = useFormContext<CarQuoteForms>();
  const startError = useFieldError('yourCover.policyStart');
  const hasDrivers = useWatch({ control: form.control, name: 'yourCover.hasAdditionalDrivers' });
  return (
    <>
      <DateField
        id={fieldIdOf('yourCover.policyStart')}
        label={TEXT.policyStart}
        hint={TEXT.policyStartHint}
        twoDigitYears="near"
        error={startError}
        {...form.register('yourCover.policyStart')}
      />
      <ChoiceQuestion<CarQuoteForms>
        name="yourCover.coverType"
        label={TEXT.coverType}
        options={COVER_TYPE_OPTIONS}
        stacked
      />
      <ClaimsFields />
      <OffenceFields<CarCoverValues>
        block="yourCover"
        countField="mainDriverPenaltyPointOffenceCount"
        rowsField="mainDriverPenaltyPointOffences"
        label={TEXT.offenceCount}
        withCount={withOffenceCount}
      />
      <YesNoQuestion<CarQuoteForms>
        name="yourCover.mainDriverDisqualifiedOrConvicted"
        label={TEXT.disqualified}
      />
      <YesNoQuestion<CarQuoteForms>
        name="yourCover.hasAdditionalDrivers"
        label={TEXT.hasAdditionalDrivers}
        onAnswer={(answer) => {
          // car-travel-payment.md 4: 'no' empties the list, 'yes' shows one blank driver.
          const before = form.getValues('yourCover');
          setChangedAnswers(form, 'yourCover', before, withHasAdditionalDrivers(before, answer));
        }}
      />
      {hasDrivers && <AdditionalDriversFields />}
    </>
  );
}
