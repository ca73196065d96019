import {
  CLAIM_LIMITS,
  EMERGENCY_NUMBERS,
  contactHref,
  type ProductClaimFacts,
} from '@wallet/domain';
import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { CharacterCountField } from '../../../../ui/character-count-field';
import { ChoiceField } from '../../../../ui/choice-field';
import { DateField } from '../../../../ui/date-field';
import { ErrorSummary, type SummaryError } from '../../../../ui/error-summary';
import { MoneyField } from '../../../../ui/money-field';
import { Notice } from '../../../../ui/notice';
import { TextField } from '../../../../ui/text-field';
import { YesNoField } from '../../../../ui/yes-no-field';
import { CLAIM_TEXTS as TEXT } from '../claim-texts';
import { ClaimFilesField } from '../files/claim-files-field';
import type { PickedFile } from '../files/picked-files';
import { claimFieldId, claimFieldPaths, newClaimDraftItem, type ClaimDraft } from './claim-draft';

const id = claimFieldId;

/**
 * The claim's answers: whether anyone was hurt first (with the numbers to call at once), then what
 * happened, when and where, in the customer's words, what was damaged or lost, and the product's
 * own questions (car's other party, travel's trip).
 */
export function ClaimDetailsStep({
  facts,
  draft,
  onDraftChange,
  onRemoveItem,
  files,
  onFilesChange,
  problems,
  attempts,
  headingRef,
  onContinue,
}: {
  facts: ProductClaimFacts;
  draft: ClaimDraft;
  onDraftChange: (draft: ClaimDraft) => void;
  /** Removes the item at this index, its problems with it and the later ones' moved up. */
  onRemoveItem: (index: number) => void;
  /** Photos and documents to send once the claim is made. */
  files: readonly PickedFile[];
  onFilesChange: (files: PickedFile[]) => void;
  problems: Record<string, string>;
  attempts: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onContinue: (event: FormEvent) => void;
}) {
  const set = (change: Partial<ClaimDraft>) => onDraftChange({ ...draft, ...change });
  // A thing added or removed moves focus to a field still there, not to the top of the page.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [draft.items.length]);
  const addItem = () => {
    focusNext.current = id(`items.${draft.items.length}.description`);
    set({ items: [...draft.items, newClaimDraftItem()] });
  };
  const removeItem = (index: number) => {
    focusNext.current = id(`items.${Math.min(index, draft.items.length - 2)}.description`);
    onRemoveItem(index);
  };
  const setItem = (index: number, change: Partial<ClaimDraft['items'][number]>) =>
    set({ items: draft.items.map((item, at) => (at === index ? { ...item, ...change } : item)) });
  // The summary lists the problems in the order their fields are drawn, the form's own last.
  const order = claimFieldPaths(draft.items.length).map(id);
  const summary: SummaryError[] = [
    ...order.flatMap((fieldId) =>
      problems[fieldId] ? [{ fieldId, message: problems[fieldId] }] : [],
    ),
    ...(problems.form ? [{ message: problems.form }] : []),
  ];
  const hurtNumbers = [EMERGENCY_NUMBERS, ...facts.hurtNumbers];

  return (
    <Card as="section" accent="primary" aria-labelledby="claim-step-title">
      <ErrorSummary errors={summary} submitCount={attempts} />
      <h2 id="claim-step-title" className="policies-heading" ref={headingRef} tabIndex={-1}>
        {TEXT.detailsStep}
      </h2>
      <p className="leaving-text">{TEXT.detailsLead}</p>
      <form noValidate onSubmit={onContinue} className="leaving-form claim-form">
        <YesNoField
          id={id('anyone_hurt')}
          name="anyone_hurt"
          label={TEXT.hurtLabel}
          value={draft.anyoneHurt}
          error={problems[id('anyone_hurt')]}
          onChange={(anyoneHurt) => set({ anyoneHurt })}
        />
        {draft.anyoneHurt === true && (
          <Notice tone="warning" className="claim-hurt">
            <p>
              <strong>{TEXT.hurtFirst}</strong>
            </p>
            <ul className="claim-hurt__numbers">
              {hurtNumbers.map((number) => (
                <li key={number.phoneNumber}>
                  {number.label}:{' '}
                  <a
                    href={contactHref({
                      type: 'phone',
                      phoneNumber: number.phoneNumber.split(' or ')[0]!,
                    })}
                  >
                    {number.phoneNumber}
                  </a>
                </li>
              ))}
            </ul>
          </Notice>
        )}
        <ChoiceField<string>
          id={id('kind')}
          name="kind"
          label={TEXT.kindLabel}
          stacked
          options={facts.kinds.map((kind, index) => ({
            value: kind.code,
            label: kind.label,
            ...(index > 0 ? { id: `${id('kind')}-${kind.code}` } : {}),
          }))}
          value={draft.kind || null}
          error={problems[id('kind')]}
          onChange={(kind) => set({ kind })}
        />
        <DateField
          id={id('incident_date')}
          label={TEXT.dateLabel}
          hint={TEXT.dateHint}
          twoDigitYears="near"
          value={draft.dateText}
          error={problems[id('incident_date')]}
          onChange={(event) => set({ dateText: event.target.value })}
        />
        {facts.place === 'asked' ? (
          <TextField
            id={id('place')}
            label={TEXT.placeLabel}
            hint={TEXT.placeHint}
            value={draft.place}
            error={problems[id('place')]}
            onChange={(event) => set({ place: event.target.value })}
          />
        ) : (
          <p className="leaving-text">{TEXT.homePlace}</p>
        )}
        <CharacterCountField
          id={id('description')}
          label={TEXT.descriptionLabel}
          hint={TEXT.descriptionHint}
          maxLength={CLAIM_LIMITS.descriptionMaxLength}
          rows={6}
          value={draft.description}
          error={problems[id('description')]}
          onChange={(description) => set({ description })}
        />
        <fieldset className="claim-group">
          <legend className="claim-group__legend">{TEXT.itemsHeading}</legend>
          {draft.items.map((item, index) => (
            <div className="claim-item" key={item.key}>
              <TextField
                id={id(`items.${index}.description`)}
                label={TEXT.itemDescriptionLabel(index)}
                value={item.description}
                error={problems[id(`items.${index}.description`)]}
                onChange={(event) => setItem(index, { description: event.target.value })}
              />
              <MoneyField
                id={id(`items.${index}.estimate`)}
                label={TEXT.itemEstimateLabel(index)}
                hint={TEXT.itemEstimateHint}
                value={item.estimate}
                error={problems[id(`items.${index}.estimate`)]}
                onChange={(event) => setItem(index, { estimate: event.target.value })}
              />
              {draft.items.length > 1 && (
                <Button variant="secondary" onClick={() => removeItem(index)}>
                  {TEXT.removeItem(index)}
                </Button>
              )}
            </div>
          ))}
          {draft.items.length < CLAIM_LIMITS.maxItems && (
            <Button variant="secondary" onClick={addItem}>
              {TEXT.addItem}
            </Button>
          )}
        </fieldset>
        {facts.asksOtherParty && (
          <fieldset className="claim-group">
            <legend className="claim-group__legend">{TEXT.otherPartyHeading}</legend>
            {(['name', 'registration', 'insurer'] as const).map((field) => (
              <TextField
                key={field}
                id={id(`other_party.${field}`)}
                label={
                  field === 'name'
                    ? TEXT.otherPartyName
                    : field === 'registration'
                      ? TEXT.otherPartyRegistration
                      : TEXT.otherPartyInsurer
                }
                value={draft.otherParty[field]}
                error={problems[id(`other_party.${field}`)]}
                onChange={(event) =>
                  set({ otherParty: { ...draft.otherParty, [field]: event.target.value } })
                }
              />
            ))}
            <TextField
              id={id('garda_report_number')}
              label={TEXT.gardaLabel}
              value={draft.gardaReportNumber}
              error={problems[id('garda_report_number')]}
              onChange={(event) => set({ gardaReportNumber: event.target.value })}
            />
          </fieldset>
        )}
        {facts.asksTrip && (
          <fieldset className="claim-group">
            <legend className="claim-group__legend">{TEXT.tripHeading}</legend>
            <TextField
              id={id('trip.destination')}
              label={TEXT.tripDestination}
              value={draft.trip.destination}
              error={problems[id('trip.destination')]}
              onChange={(event) =>
                set({ trip: { ...draft.trip, destination: event.target.value } })
              }
            />
            <DateField
              id={id('trip.departure_date')}
              label={TEXT.tripDeparture}
              hint={TEXT.dateHint}
              twoDigitYears="near"
              value={draft.trip.departureText}
              error={problems[id('trip.departure_date')]}
              onChange={(event) =>
                set({ trip: { ...draft.trip, departureText: event.target.value } })
              }
            />
            <DateField
              id={id('trip.return_date')}
              label={TEXT.tripReturn}
              hint={TEXT.dateHint}
              twoDigitYears="near"
              value={draft.trip.returnText}
              error={problems[id('trip.return_date')]}
              onChange={(event) => set({ trip: { ...draft.trip, returnText: event.target.value } })}
            />
          </fieldset>
        )}
        <ClaimFilesField id="claim-files" picked={files} onPickedChange={onFilesChange} />
        <Button type="submit" variant="primary">
          {TEXT.continue}
        </Button>
      </form>
    </Card>
  );
}
