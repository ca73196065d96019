import {
  EMPTY_SPECIFIED_ITEM,
  SPECIFIED_ITEM_DESCRIPTION_MAX_LENGTH,
  SPECIFIED_ITEM_MIN_VALUE_EUR,
  SPECIFIED_ITEM_TYPES,
  SPECIFIED_ITEM_VALUATION_ABOVE_EUR,
  SPECIFIED_ITEM_VALUATION_MAX_AGE_MONTHS,
  type YourCoverValues,
  euroToCents,
  formatWholeEuro,
} from '@wallet/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { CloseIcon } from '../../../ui/icons';
import { MoneyField } from '../../../ui/money-field';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { SELECT_PLACEHOLDER, textOptions } from '../../../ui/journey/choice-options';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError } from '../../../ui/journey/question-fields';

/** The spec's limits and sums are whole euro; shown by the one whole-euro formatter. */
const euro = (amount: number) => formatWholeEuro(euroToCents(amount));

function ItemBlock({
  index,
  onRemove,
}: {
  index: number;
  /** Only offered while more than one item is listed. */
  onRemove?: () => void;
}) {
  const { register } = useFormContext<YourCoverValues>();
  const path = `specifiedItems.${index}` as const;
  const itemError = useFieldError(`${path}.item`);
  const valueError = useFieldError(`${path}.value`);
  const descriptionError = useFieldError(`${path}.description`);
  const title = `Item ${index + 1}`;
  return (
    <fieldset className="get-quote-form__group">
      <legend>{title}</legend>
      {onRemove && (
        <div className="get-quote-form__block-header">
          <Button
            variant="link"
            icon={<CloseIcon size={18} aria-hidden="true" />}
            aria-label={`Remove ${title}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        </div>
      )}
      <SelectField
        id={fieldIdOf(`${path}.item`)}
        label="Item type"
        placeholder={SELECT_PLACEHOLDER}
        options={textOptions(SPECIFIED_ITEM_TYPES)}
        error={itemError}
        {...register(`${path}.item`)}
      />
      <MoneyField
        id={fieldIdOf(`${path}.value`)}
        label="Item value (€)"
        hint={`At least ${euro(SPECIFIED_ITEM_MIN_VALUE_EUR)}. A valuation no older than ${SPECIFIED_ITEM_VALUATION_MAX_AGE_MONTHS} months may be required for items over ${euro(SPECIFIED_ITEM_VALUATION_ABOVE_EUR)}.`}
        error={valueError}
        {...register(`${path}.value`)}
      />
      <TextField
        id={fieldIdOf(`${path}.description`)}
        label="Item description"
        hint="Give the make, model and any serial number or distinguishing details."
        maxLength={SPECIFIED_ITEM_DESCRIPTION_MAX_LENGTH}
        autoComplete="off"
        error={descriptionError}
        {...register(`${path}.description`)}
      />
    </fieldset>
  );
}

/** home.md 2: 'Item N' blocks, removable while more than one, and 'Add another item'. */
export function SpecifiedItemsFields() {
  const { fields, append, remove } = useFieldArray<YourCoverValues, 'specifiedItems'>({
    name: 'specifiedItems',
  });
  return (
    <>
      {fields.map((field, index) => (
        <ItemBlock
          key={field.id}
          index={index}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      <Button variant="secondary" onClick={() => append({ ...EMPTY_SPECIFIED_ITEM })}>
        Add another item
      </Button>
    </>
  );
}
