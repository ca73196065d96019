import {
  SPECIFIED_ITEM_DESCRIPTION_MAX_LENGTH,
  SPECIFIED_ITEM_TYPES,
  YOUR_COVER_MESSAGES,
  type HomeChangeableAnswers,
} from '@wallet/domain';
import type { FormEvent, RefObject } from 'react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { DateField } from '../../../ui/date-field';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary';
import { MoneyField } from '../../../ui/money-field';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { LeavingSubmitButton } from '../leaving/leaving-submit-button';
import {
  CHANGE_FIELD_IDS as IDS,
  newItemKey,
  type ChangeProblems,
  type HomeChangeDraft,
  type ItemDraft,
} from './change-form';
import { CHANGE_TEXTS as TEXT } from './change-texts';

/** The domain's limit on a policy's specified items. */
const MAX_ITEMS = 20;

const ITEM_TYPE_OPTIONS = SPECIFIED_ITEM_TYPES.map((type) => ({ value: type, label: type }));

/** Which of an item's fields its one message is about, for the link and the inline error. */
function itemFieldOf(message: string): 'itemType' | 'itemValue' | 'itemDescription' {
  if (message === YOUR_COVER_MESSAGES.specifiedItemTypeRequired) return 'itemType';
  if (message === YOUR_COVER_MESSAGES.specifiedItemValueMinimum) return 'itemValue';
  return 'itemDescription';
}

/** The summary's lines in the form's order, each linked to its field. */
function summaryOf(draft: HomeChangeDraft, problems: ChangeProblems): SummaryError[] {
  const lines: SummaryError[] = [];
  if (problems.buildings_amount) {
    lines.push({ fieldId: IDS.buildings_amount, message: problems.buildings_amount });
  }
  if (problems.contents_amount) {
    lines.push({ fieldId: IDS.contents_amount, message: problems.contents_amount });
  }
  draft.items.forEach((item, index) => {
    const message = problems[`specified_items.${index}`];
    if (message) lines.push({ fieldId: IDS[itemFieldOf(message)](item.key), message });
  });
  if (problems.effective_date) {
    lines.push({ fieldId: IDS.effective_date, message: problems.effective_date });
  }
  // The API's other refusals (nothing changed, the policy's own state) belong to the whole form.
  const known = new Set(['buildings_amount', 'contents_amount', 'effective_date']);
  for (const [key, message] of Object.entries(problems)) {
    if (!known.has(key) && !key.startsWith('specified_items.')) lines.push({ message });
  }
  return lines;
}

/**
 * The first step, 'What would you like to change?': the cover as it stands, to change in place,
 * and the day the change starts.
 */
export function ChangeDetailsStep({
  answers,
  endDate,
  draft,
  onDraftChange,
  problems,
  attempts,
  pending,
  headingRef,
  onContinue,
}: {
  answers: HomeChangeableAnswers;
  endDate: string;
  draft: HomeChangeDraft;
  onDraftChange: (draft: HomeChangeDraft) => void;
  problems: ChangeProblems;
  attempts: number;
  pending: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onContinue: (event: FormEvent) => void;
}) {
  const setItem = (key: number, change: Partial<ItemDraft>) =>
    onDraftChange({
      ...draft,
      items: draft.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    });

  return (
    <Card as="section" accent="primary" aria-labelledby="change-step-title">
      <ErrorSummary errors={summaryOf(draft, problems)} submitCount={attempts} />
      <h2 id="change-step-title" className="policies-heading" ref={headingRef} tabIndex={-1}>
        {TEXT.detailsStep}
      </h2>
      <p className="leaving-text">{TEXT.detailsLead}</p>
      <form noValidate onSubmit={onContinue} className="leaving-form change-form">
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
            onChange={(event) =>
              onDraftChange({ ...draft, accidentalDamage: event.target.checked })
            }
          />
          <Checkbox
            id="change-home-emergency"
            label={TEXT.homeEmergency}
            checked={draft.homeEmergency}
            onChange={(event) => onDraftChange({ ...draft, homeEmergency: event.target.checked })}
          />
        </fieldset>

        <DateField
          id={IDS.effective_date}
          label={TEXT.startLabel}
          hint={TEXT.startHint(endDate)}
          twoDigitYears="near"
          value={draft.startText}
          error={problems.effective_date}
          onChange={(event) => onDraftChange({ ...draft, startText: event.target.value })}
        />
        <LeavingSubmitButton type="submit" pending={pending} pendingLabel={TEXT.pricing}>
          {TEXT.continue}
        </LeavingSubmitButton>
      </form>
    </Card>
  );
}
