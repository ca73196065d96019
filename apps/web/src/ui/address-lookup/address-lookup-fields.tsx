import { useContext, useEffect, useEffectEvent, useId, type ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import {
  ADDRESS_MESSAGES,
  EIRCODE_FINDER_HOST,
  EIRCODE_FINDER_URL,
  type AutocompleteOption,
} from '@wallet/domain';
import type { AddressBlock } from '../../lib/address/address-fields';
import {
  useAddressLookup,
  type AddressLookupNotice,
  type AddressSuggestion,
} from '../../lib/address/use-address-lookup';
import { Button } from '../button';
import { SelectField } from '../select-field';
import { Spinner } from '../spinner';
import { TextField } from '../text-field';
import '../typeahead.css';
import './address-lookup-fields.css';

export const ADDRESS_LABELS = {
  lookup: 'Eircode or address',
  enterManually: 'Enter address manually',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2 (optional)',
  addressLine3: 'Address line 3 (optional)',
  town: 'Town',
  county: 'County',
  eircode: 'Eircode (optional)',
  findMyAddress: 'Find my address',
  results: 'Select your address',
  searching: 'Finding addresses',
} as const;

export interface AddressLookupFieldsProps {
  /** The property address (top-level fields) or the correspondence address (`correspondence.`). */
  block: AddressBlock;
}

/** Re-opens the list when a chosen street or town brings further options (platform.md 2.12). */
function OpenOnDrill({ drill }: { drill: readonly AutocompleteOption[] | null }) {
  const state = useContext(ComboBoxStateContext);
  const open = useEffectEvent(() => state?.open(null, 'manual'));
  useEffect(() => {
    if (drill && drill.length > 0) open();
  }, [drill]);
  return null;
}

/** 'We’ve been unable to identify your Eircode, please visit {host} ...' with the host as a link. */
function UnidentifiedEircode() {
  const [before, after] = ADDRESS_MESSAGES.unidentifiedEircode.split(EIRCODE_FINDER_HOST);
  return (
    <>
      {before}
      <a href={EIRCODE_FINDER_URL} target="_blank" rel="noreferrer">
        {EIRCODE_FINDER_HOST}
      </a>
      {after}
    </>
  );
}

const NOTICES: Record<AddressLookupNotice, () => ReactNode> = {
  'service-down': () => <span key="down">{ADDRESS_MESSAGES.serviceDown}</span>,
  'unidentified-eircode': () => <UnidentifiedEircode key="unidentified" />,
  'select-from-list': () => <span key="prompt">{ADDRESS_MESSAGES.selectFromList}</span>,
};

/**
 * The address of About you (home.md 2, platform.md 2.12): the view of an address block's lookup
 * (useAddressLookup). Lives inside the form's FormProvider.
 */
export function AddressLookupFields({ block }: AddressLookupFieldsProps) {
  const manualId = useId();
  const townListId = useId();
  const { ids, errorOf, lookup, manual } = useAddressLookup(block);
  const { lineField } = manual;

  const lookupMessages: ReactNode[] = [];
  if (lookup.error) lookupMessages.push(<span key="schema">{lookup.error}</span>);
  if (lookup.notice) lookupMessages.push(NOTICES[lookup.notice]());

  return (
    <div className="address-lookup">
      <ComboBox
        className="typeahead"
        items={lookup.items}
        inputValue={lookup.text}
        onInputChange={lookup.onInputChange}
        selectedKey={null}
        onSelectionChange={lookup.onSelectionChange}
        allowsCustomValue
        allowsEmptyCollection={lookup.allowsEmptyCollection}
        isInvalid={lookupMessages.length > 0}
        validationBehavior="aria"
      >
        <Label className="typeahead__label">{ADDRESS_LABELS.lookup}</Label>
        <Text slot="description" className="typeahead__description">
          {ADDRESS_MESSAGES.eircodeHint}
        </Text>
        <div className="typeahead__field">
          <Input
            id={ids.displayAddress}
            className="typeahead__input"
            autoComplete="off"
            onBlur={lookup.onBlur}
          />
          <AriaButton className="typeahead__button" aria-label="Show addresses">
            <span className="typeahead__chevron" aria-hidden="true" />
          </AriaButton>
        </div>
        {lookupMessages.length > 0 ? (
          <Text slot="errorMessage" className="typeahead__error" role="alert" aria-live="assertive">
            <span className="visually-hidden">Error:</span> {lookupMessages}
          </Text>
        ) : null}
        <OpenOnDrill drill={lookup.drill} />
        <Popover className="typeahead__popover" offset={4}>
          <ListBox<AddressSuggestion>
            className="typeahead__list"
            renderEmptyState={() =>
              lookup.searching ? (
                <span className="typeahead__empty">
                  <Spinner label={ADDRESS_LABELS.searching} />
                </span>
              ) : (
                <span className="typeahead__empty">{ADDRESS_MESSAGES.notFound}</span>
              )
            }
          >
            {(item) => (
              <ListBoxItem id={item.key} textValue={item.text} className="typeahead__option">
                {item.text}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {lookup.searching && lookup.searchStarted ? (
        <Spinner label={ADDRESS_LABELS.searching} />
      ) : null}

      <Button
        variant="link"
        className="address-lookup__manual-toggle"
        aria-expanded={manual.open}
        aria-controls={manualId}
        onClick={manual.toggle}
      >
        {ADDRESS_LABELS.enterManually}
      </Button>

      <div id={manualId} className="address-lookup__manual" hidden={!manual.open}>
        {manual.open ? (
          <>
            <TextField
              id={ids.addressLine1}
              label={ADDRESS_LABELS.addressLine1}
              autoComplete="address-line1"
              error={errorOf('addressLine1')}
              {...lineField('addressLine1')}
            />
            <TextField
              id={ids.addressLine2}
              label={ADDRESS_LABELS.addressLine2}
              autoComplete="address-line2"
              error={errorOf('addressLine2')}
              {...lineField('addressLine2')}
            />
            <TextField
              id={ids.addressLine3}
              label={ADDRESS_LABELS.addressLine3}
              autoComplete="address-line3"
              error={errorOf('addressLine3')}
              {...lineField('addressLine3')}
            />
            <TextField
              id={ids.town}
              label={ADDRESS_LABELS.town}
              autoComplete="address-level2"
              list={manual.countyTowns.length ? townListId : undefined}
              error={errorOf('town')}
              {...lineField('town')}
            />
            {manual.countyTowns.length ? (
              <datalist id={townListId}>
                {manual.countyTowns.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            ) : null}
            {manual.counties.length ? (
              <SelectField
                id={ids.county}
                label={ADDRESS_LABELS.county}
                placeholder="Please select"
                options={manual.counties.map((county) => ({ value: county, label: county }))}
                error={errorOf('county')}
                {...lineField('county')}
              />
            ) : (
              // The town-and-county list failed to load (home.md 8: silent fallback): type it.
              <TextField
                id={ids.county}
                label={ADDRESS_LABELS.county}
                autoComplete="address-level1"
                error={errorOf('county')}
                {...lineField('county')}
              />
            )}
            <TextField
              id={ids.eircode}
              label={ADDRESS_LABELS.eircode}
              autoComplete="postal-code"
              error={errorOf('eircode')}
              {...lineField('eircode')}
            />
            {manual.canFind ? (
              <Button
                variant="secondary"
                onClick={manual.find}
                disabled={manual.finding}
                aria-disabled={manual.finding || undefined}
              >
                {ADDRESS_LABELS.findMyAddress}
              </Button>
            ) : null}
            {manual.finding ? <Spinner label={ADDRESS_LABELS.searching} /> : null}
            {manual.findFailed ? (
              <p className="field-error" role="alert" aria-live="assertive">
                <span className="visually-hidden">Error:</span> {ADDRESS_MESSAGES.serviceDown}
              </p>
            ) : null}
            {manual.notFound ? (
              <p className="field-error" role="alert" aria-live="assertive">
                <span className="visually-hidden">Error:</span> {ADDRESS_MESSAGES.notFound}
              </p>
            ) : null}
            {manual.results.length > 0 ? (
              <SelectField
                id={`${block}-address-results`}
                label={ADDRESS_LABELS.results}
                placeholder="Please select"
                options={manual.results.map((address, index) => ({
                  value: String(index),
                  label: address,
                }))}
                value={manual.resultIndex}
                onChange={(event) => manual.chooseResult(event.target.value)}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
