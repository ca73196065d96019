import {
  SPECIFIED_ITEM_DESCRIPTION_MAX_LENGTH,
  SPECIFIED_ITEM_TYPES,
  type HomeChangeableAnswers,
} from '@wallet/domain';
import type { ChangeFieldsProps } from '../../../lib/policy-change-form';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ChoiceField } from '../../../ui/choice-field';
import { MoneyField } from '../../../ui/money-field';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import {
  HOME_CHANGE_FIELD_IDS as IDS,
  itemFieldOf,
  newItemKey,
  type HomeChangeDraft,
  type ItemDraft,
} from './home-change-form';
import { HOME_CHANGE_TEXTS as TEXT } from './home-change-texts';
import { HomeCorrespondenceAddress } from './home-correspondence-address';

/** The domain's limit on a policy's specified items. */
const MAX_ITEMS = 20;

const ITEM_TYPE_OPTIONS = SPECIFIED_ITEM_TYPES.map((type) => ({ value: type, label: type }));

/** Home's cover as it stands, to change in place: the sums, the specified items, the extras. */
export function HomeChangeFields({
  answers,
  draft,
  onDraftChange,
  problems,
}: ChangeFieldsProps<HomeChangeableAnswers, HomeChangeDraft>) {
  const setItem = (key: number, change: Partial<ItemDraft>) =>
    onDraftChange({
      ...draft,
      items: draft.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    });

  return (
    <>
      {answers.buildings_amount !== null && (
        <MoneyField
          id={IDS.buildings_amount}
          label={TEXT.buildingsLabel}
          hint={TEXT.buildingsHint}
          value={draft.buildings}
          error={problems.buildings_amount}
          onChange={(event) => onDraftChange({ ...draft, buildings: event.target.value })}
        />
      )}
      {answers.contents_amount !== null && (
        <MoneyField
          id={IDS.contents_amount}
          label={TEXT.contentsLabel}
          hint={TEXT.contentsHint}
          value={draft.contents}
          error={problems.contents_amount}
          onChange={(event) => onDraftChange({ ...draft, contents: event.target.value })}
        />
      )}

      <fieldset className="change-group">
        <legend className="change-group__legend">{TEXT.itemsTitle}</legend>
        {draft.items.length === 0 && <p>{TEXT.noItems}</p>}
        {draft.items.map((item, index) => {
          const message = problems[`specified_items.${index}`];
          const field = message ? itemFieldOf(message) : null;
          const position = index + 1;
          return (
            <fieldset key={item.key} className="change-item">
              <legend className="change-item__legend">{TEXT.itemTitle(position)}</legend>
              <SelectField
                id={IDS.itemType(item.key)}
                label={TEXT.itemTypeLabel}
                placeholder={TEXT.itemTypePlaceholder}
                options={ITEM_TYPE_OPTIONS}
                value={item.itemType}
                error={field === 'itemType' ? message : undefined}
                onChange={(event) => setItem(item.key, { itemType: event.target.value })}
              />
              <MoneyField
                id={IDS.itemValue(item.key)}
                label={TEXT.itemValueLabel}
                hint={TEXT.itemValueHint}
                value={item.value}
                error={field === 'itemValue' ? message : undefined}
                onChange={(event) => setItem(item.key, { value: event.target.value })}
              />
              <TextField
                id={IDS.itemDescription(item.key)}
                label={TEXT.itemDescriptionLabel}
                hint={TEXT.itemDescriptionHint}
                maxLength={SPECIFIED_ITEM_DESCRIPTION_MAX_LENGTH}
                autoComplete="off"
                value={item.description}
                error={field === 'itemDescription' ? message : undefined}
                onChange={(event) => setItem(item.key, { description: event.target.value })}
              />
              <Button
                variant="link"
                onClick={() =>
                  onDraftChange({
                    ...draft,
                    items: draft.items.filter((other) => other.key !== item.key),
                  })
                }
              >
                {TEXT.removeItem(position)}
              </Button>
            </fieldset>
          );
        })}
        {draft.items.length < MAX_ITEMS && (
          <Button
            variant="secondary"
            onClick={() =>
              onDraftChange({
                ...draft,
                items: [
                  ...draft.items,
                  { key: newItemKey(), itemType: '', value: '', description: '' },
                ],
              })
            }
          >
            {TEXT.addItem}
          </Button>
        )}
      </fieldset>

      <fieldset className="change-group">
        <legend className="change-group__legend">{TEXT.extrasTitle}</legend>
        <Checkbox
          id="change-accidental-damage"
          label={TEXT.accidentalDamage}
          checked={draft.accidentalDamage}
          onChange={(event) => onDraftChange({ ...draft, accidentalDamage: event.target.checked })}
        />
        <Checkbox
          id="change-home-emergency"
          label={TEXT.homeEmergency}
          checked={draft.homeEmergency}
          onChange={(event) => onDraftChange({ ...draft, homeEmergency: event.target.checked })}
        />
      </fieldset>

      <ChoiceField
        id="change-letters-to"
        name="change-letters-to"
        label={TEXT.lettersQuestion}
        hint={TEXT.lettersHint}
        stacked
        options={[
          { value: 'insured', label: TEXT.lettersToInsured },
          { value: 'other', label: TEXT.lettersToOther, id: 'change-letters-to-other' },
        ]}
        value={draft.lettersTo}
        onChange={(lettersTo) => onDraftChange({ ...draft, lettersTo })}
      />
      {draft.lettersTo === 'other' && (
        <fieldset className="change-group">
          <legend className="change-group__legend">{TEXT.lettersTitle}</legend>
          <HomeCorrespondenceAddress
            address={draft.correspondence}
            onAddressChange={(correspondence) => onDraftChange({ ...draft, correspondence })}
            problems={problems}
          />
        </fieldset>
      )}
    </>
  );
}
