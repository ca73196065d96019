import clsx from 'clsx';
import {
  CHILDREN_LIMITS,
  INSURED_PERSON_TYPE_LABELS,
  PERSONAL_FIELD_LENGTHS,
  TRIP_TYPES,
  type TravelChangeableAnswers,
} from '@wallet/domain';
import type { ChangeFieldsProps } from '../../../lib/policy-change-form';
import { Checkbox } from '../../../ui/checkbox';
import { DateField } from '../../../ui/date-field';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import {
  TRAVEL_CHANGE_FIELD_IDS as IDS,
  annualCoverEndOf,
  type TravelChangeDraft,
} from './travel-change-form';
import { TRAVEL_CHANGE_TEXTS as TEXT } from './travel-change-texts';

const UPGRADE_HINT_ID = 'change-annual-multi-trip-hint';

/** Children may be added, never taken off online: from those covered now up to the quote's most. */
const childrenOptions = (covered: number) =>
  Array.from({ length: CHILDREN_LIMITS.max - covered + 1 }, (_, index) => covered + index).map(
    (count) => ({ value: String(count), label: count === 0 ? TEXT.noChildren : String(count) }),
  );

/**
 * Travel's cover as it stands, to change in place: who is insured (a partner and children added),
 * the extras, and a single trip made annual multi-trip.
 */
export function TravelChangeFields({
  answers,
  draft,
  onDraftChange,
  problems,
}: ChangeFieldsProps<TravelChangeableAnswers, TravelChangeDraft>) {
  const set = (change: Partial<TravelChangeDraft>) => onDraftChange({ ...draft, ...change });
  const { max } = PERSONAL_FIELD_LENGTHS.name;
  const single = answers.trip_type === TRIP_TYPES.single;

  return (
    <>
      <fieldset className="change-group">
        <legend className="change-group__legend">{TEXT.whoTitle}</legend>
        <p>{TEXT.coverFor(INSURED_PERSON_TYPE_LABELS[answers.insured_person_type])}</p>
        {answers.partner ? (
          <p>{TEXT.partnerCovered(`${answers.partner.first_name} ${answers.partner.last_name}`)}</p>
        ) : (
          <Checkbox
            id={IDS.partner}
            label={TEXT.addPartner}
            checked={draft.addPartner}
            error={problems.partner}
            onChange={(event) => set({ addPartner: event.target.checked })}
          />
        )}
        {draft.addPartner && !answers.partner && (
          <fieldset className="change-item">
            <legend className="change-item__legend">{TEXT.partner}</legend>
            <TextField
              id={IDS['partner.first_name']}
              label={TEXT.partnerFirstName}
              autoComplete="off"
              maxLength={max}
              value={draft.partnerFirstName}
              error={problems['partner.first_name']}
              onChange={(event) => set({ partnerFirstName: event.target.value })}
            />
            <TextField
              id={IDS['partner.last_name']}
              label={TEXT.partnerLastName}
              autoComplete="off"
              maxLength={max}
              value={draft.partnerLastName}
              error={problems['partner.last_name']}
              onChange={(event) => set({ partnerLastName: event.target.value })}
            />
            <DateField
              id={IDS['partner.date_of_birth']}
              label={TEXT.partnerDob}
              twoDigitYears="past"
              value={draft.partnerDob}
              error={problems['partner.date_of_birth']}
              onChange={(event) => set({ partnerDob: event.target.value })}
            />
          </fieldset>
        )}
        <SelectField
          id={IDS.number_of_children}
          label={TEXT.children}
          hint={TEXT.childrenHint}
          options={childrenOptions(answers.number_of_children)}
          value={draft.children}
          error={problems.number_of_children}
          onChange={(event) => set({ children: event.target.value })}
        />
      </fieldset>

      <fieldset className="change-group">
        <legend className="change-group__legend">{TEXT.extrasTitle}</legend>
        <Checkbox
          id="change-winter-sports"
          label={TEXT.winterSports}
          checked={draft.winterSports}
          onChange={(event) => set({ winterSports: event.target.checked })}
        />
        <Checkbox
          id="change-business"
          label={TEXT.business}
          checked={draft.business}
          onChange={(event) => set({ business: event.target.checked })}
        />
      </fieldset>

      <fieldset className="change-group">
        <legend className="change-group__legend">{TEXT.coverTypeTitle}</legend>
        {single ? (
          <>
            <p>{TEXT.singleTrip(answers.start_date, answers.end_date)}</p>
            <Checkbox
              id={IDS.annual_multi_trip}
              label={TEXT.upgrade}
              checked={draft.annualMultiTrip}
              error={problems.annual_multi_trip}
              // The checkbox names its error itself; its hint is named beside it.
              aria-describedby={clsx(
                problems.annual_multi_trip && `${IDS.annual_multi_trip}-error`,
                UPGRADE_HINT_ID,
              )}
              onChange={(event) => set({ annualMultiTrip: event.target.checked })}
            />
            <p id={UPGRADE_HINT_ID}>{TEXT.upgradeHint(annualCoverEndOf(answers))}</p>
          </>
        ) : (
          <p>{TEXT.annualMultiTrip(answers.start_date, answers.end_date)}</p>
        )}
      </fieldset>
    </>
  );
}
