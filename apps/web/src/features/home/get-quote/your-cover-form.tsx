import {
  asksContents,
  DISPLAY_DATE_FORMAT,
  contentsOptionsFor,
  EMPTY_SPECIFIED_ITEM,
  offersPersonalItems,
  PERSONAL_ITEMS_EXCESS_EUR,
  POLICY_START_MAX_DAYS_AHEAD,
  rebuildCostMinimumFor,
  showsRebuildCost,
  UNSPECIFIED_ITEMS_AMOUNTS_EUR,
  UNSPECIFIED_SINGLE_ITEM_MAX_EUR,
  wholeEuroOf,
  YOUR_COVER_DEFAULTS,
  type YourCoverValues,
  euroToCents,
  formatWholeEuro,
} from '@wallet/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { DateField } from '../../../ui/date-field';
import { MoneyField } from '../../../ui/money-field';
import { SelectField, type SelectOption } from '../../../ui/select-field';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import { SELECT_PLACEHOLDER } from '../../../ui/journey/choice-options';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { SwitchQuestion, useFieldError } from '../../../ui/journey/question-fields';
import { SpecifiedItemsFields } from './specified-items-fields';
import { initialValuesOf } from '../../../ui/journey/step-form';
import type { GetQuoteSchemas } from './get-quote-schemas';
import { loadGetQuoteSchemas } from './lazy-schemas';
import { HomeStepForm, useHomeStepForm } from './step-form';
import { Notice } from '../../../ui/notice';
import { useAgentMode } from '../agent/home-agent-script';
import { REBUILD_ADVICE_TEXT } from '../agent/home-agent-texts';

/** The spec's limits and sums are whole euro; shown by the one whole-euro formatter. */
const euro = (amount: number) => formatWholeEuro(euroToCents(amount));

/** home.md 4: the contents amounts not above the rebuild cost; the last one reads with a plus. */
export function contentsSelectOptions(rebuildCost: number | undefined): SelectOption[] {
  const amounts = contentsOptionsFor(rebuildCost);
  return amounts.map((amount, index) => ({
    value: String(amount),
    label: index === amounts.length - 1 ? `${euro(amount)}+` : euro(amount),
  }));
}

const UNSPECIFIED_OPTIONS: SelectOption[] = UNSPECIFIED_ITEMS_AMOUNTS_EUR.map((amount) => ({
  value: String(amount),
  label: euro(amount),
}));

/**
 * The hidden copies Your cover's rules depend on (home.md 3), taken from the other steps each
 * time the step opens; a rebuild cost no longer asked is cleared (home.md 4).
 */
function coverValuesFromJourney(): YourCoverValues {
  const journey = readHomeJourney();
  const values = initialValuesOf(YOUR_COVER_DEFAULTS, journey.yourCover);
  const coverType = journey.yourHome?.coverType ?? '';
  const homeType = journey.yourHome?.homeType ?? '';
  const showRebuild = showsRebuildCost(coverType, homeType);
  return {
    ...values,
    coverType,
    homeType,
    county: journey.aboutYou?.property?.county ?? '',
    showRebuild,
    rebuildCost: showRebuild ? values.rebuildCost : '',
    contentsCoverOf: asksContents(coverType) ? values.contentsCoverOf : '',
  };
}

function YourCoverFields() {
  const { register, setValue, watch } = useFormContext<YourCoverValues>();
  // home.md 2: agents advise insuring for the full rebuild cost.
  const agent = useAgentMode();
  const startError = useFieldError('policyStart');
  const rebuildError = useFieldError('rebuildCost');
  const contentsError = useFieldError('contentsCoverOf');
  const unspecifiedError = useFieldError('unspecifiedItems');
  const [coverType, homeType, county, rebuildCost, contents] = watch([
    'coverType',
    'homeType',
    'county',
    'rebuildCost',
    'contentsCoverOf',
  ]);
  const showRebuild = showsRebuildCost(coverType, homeType);
  const rebuild = showRebuild ? wholeEuroOf(rebuildCost) : undefined;
  const contentsOptions = contentsSelectOptions(rebuild);
  const contentsOffered = contents === '' || contentsOptions.some((o) => o.value === contents);
  // Before the form has a contents answer (a resumed quote without one) there is nothing to keep.
  const keptContents = contents ? Number(contents) : Number.NaN;
  const personalItems = offersPersonalItems(coverType);
  const unspecifiedOn = watch('unspecifiedItemsSwitch');
  const specifiedOn = watch('specifiedItemsSwitch');
  return (
    <>
      <DateField
        id={fieldIdOf('policyStart')}
        label="Policy start date"
        twoDigitYears="near"
        hint={`${DISPLAY_DATE_FORMAT}, today or within the next ${POLICY_START_MAX_DAYS_AHEAD} days`}
        error={startError}
        {...register('policyStart')}
      />
      {showRebuild && agent && (
        <Notice tone="warning" className="rebuild-advice">
          <h3 className="rebuild-advice__title">{REBUILD_ADVICE_TEXT.title}</h3>
          <p>{REBUILD_ADVICE_TEXT.body}</p>
        </Notice>
      )}
      {showRebuild && (
        <MoneyField
          id={fieldIdOf('rebuildCost')}
          label="Rebuild cost (€)"
          hint={`The cost of rebuilding your home, not its market value. At least ${euro(rebuildCostMinimumFor(county))}.`}
          error={rebuildError}
          {...register('rebuildCost')}
        />
      )}
      {asksContents(coverType) && (
        <SelectField
          id={fieldIdOf('contentsCoverOf')}
          label="Contents value"
          placeholder={SELECT_PLACEHOLDER}
          options={
            contentsOffered || !Number.isFinite(keptContents)
              ? contentsOptions
              : // A value chosen before the rebuild cost was lowered stays visible until changed.
                [...contentsOptions, { value: contents, label: euro(keptContents) }]
          }
          error={contentsError}
          {...register('contentsCoverOf')}
        />
      )}
      {personalItems && (
        <>
          <p className="get-quote-form__note">
            Cover for unspecified or specified items is optional.
          </p>
          <SwitchQuestion<YourCoverValues>
            name="unspecifiedItemsSwitch"
            label="Unspecified items"
            onToggle={(on) => {
              // home.md 4: switching off clears the amount.
              if (!on) setValue('unspecifiedItems', '');
            }}
          />
          {unspecifiedOn && (
            <SelectField
              id={fieldIdOf('unspecifiedItems')}
              label="Unspecified items value"
              hint={`Single items up to ${euro(UNSPECIFIED_SINGLE_ITEM_MAX_EUR)}; excess ${euro(PERSONAL_ITEMS_EXCESS_EUR)}.`}
              placeholder={SELECT_PLACEHOLDER}
              options={UNSPECIFIED_OPTIONS}
              error={unspecifiedError}
              {...register('unspecifiedItems')}
            />
          )}
          <SwitchQuestion<YourCoverValues>
            name="specifiedItemsSwitch"
            label="Specified all-risks items"
            onToggle={(on) => {
              // home.md 4: switching off leaves one blank item.
              if (!on) setValue('specifiedItems', [{ ...EMPTY_SPECIFIED_ITEM }]);
            }}
          />
          {specifiedOn && <SpecifiedItemsFields />}
        </>
      )}
    </>
  );
}

/** home.md 2 'Your cover'; the final button reads 'Next' when a saved quote is resumed. */
export function YourCoverForm({
  resuming,
  schemas,
  onDone,
  submitDisabled,
  submitNote,
}: {
  resuming: boolean;
  /** Undefined while they load, for a journey that holds no answers yet. */
  schemas: GetQuoteSchemas | undefined;
  onDone: () => void;
  /** While the agent's opening script is pending (platform.md 4.4). */
  submitDisabled?: boolean;
  submitNote?: { id: string; content: ReactNode };
}) {
  const [initial] = useState(() => {
    const values = coverValuesFromJourney();
    return { values, valid: schemas?.yourCover.safeParse(values).success ?? false };
  });
  const form = useHomeStepForm(
    'yourCover',
    schemas?.yourCover ?? (async () => (await loadGetQuoteSchemas(resuming)).yourCover),
    initial.values,
  );
  useEffect(() => {
    // The refreshed hidden copies, and a rebuild cost no longer asked, are kept at once.
    updateHomeJourney({ yourCover: initial.values });
  }, [initial.values]);
  return (
    <HomeStepForm
      step="yourCover"
      form={form}
      initiallyValid={initial.valid}
      submitLabel={resuming ? 'Next' : 'Get your quote'}
      onValid={onDone}
      submitDisabled={submitDisabled}
      submitNote={submitNote}
    >
      <YourCoverFields />
    </HomeStepForm>
  );
}
