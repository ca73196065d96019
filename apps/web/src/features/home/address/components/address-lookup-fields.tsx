import {
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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
  type Key,
} from 'react-aria-components';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  ADDRESS_MESSAGES,
  ADDRESS_TIMINGS,
  EIRCODE_FINDER_HOST,
  EIRCODE_FINDER_URL,
  addressFromLookup,
  displayAddressOf,
  fromAppliedAddress,
  isEircode,
  normaliseEircode,
  type AddressFields,
  type AddressResult,
  type AutocompleteOption,
} from '@wallet/domain';
import { Button } from '../../../../ui/button';
import { SelectField } from '../../../../ui/select-field';
import { Spinner } from '../../../../ui/spinner';
import { TextField } from '../../../../ui/text-field';
import '../../../../ui/typeahead.css';
import { useAutocompleteAddress } from '../api/autocomplete';
import { useFindManualAddress } from '../api/find-manual-address';
import { useFollowOption } from '../api/follow-option';
import { useLookupEircode } from '../api/lookup-eircode';
import { useTownCounty } from '../api/town-county';
import {
  addressFieldIds,
  addressFieldNames,
  type AddressBlock,
  type AddressFieldKey,
} from '../lib/address-fields';
import { useDebouncedValue } from '../lib/use-debounced-value';
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

type Item = { key: string; text: string };
const DIRECT_ADDRESS_KEY = 'direct-address';

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

/**
 * The address of About you (home.md 2, platform.md 2.12): an Eircode or address box whose
 * suggestions drill down to one address, an Eircode typed alone looked up directly, and manual
 * lines with 'Find my address'. Lives inside the form's FormProvider and writes the block's fields.
 */
export function AddressLookupFields({ block }: AddressLookupFieldsProps) {
  const names = addressFieldNames(block);
  const ids = addressFieldIds(block);
  const allNames = Object.values(names);
  const manualId = useId();
  const townListId = useId();

  const { register, setValue, getValues, trigger, control } = useFormContext();
  const { errors, submitCount } = useFormState({ control, name: allNames });
  const errorOf = (key: AddressFieldKey): string | undefined => {
    const message = (get(errors, names[key]) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? message : undefined;
  };
  const displayAddress = String(useWatch({ control, name: names.displayAddress }) ?? '');
  const addressChosen = useWatch({ control, name: names.addressChosen }) === true;
  const town = String(useWatch({ control, name: names.town }) ?? '');
  const county = String(useWatch({ control, name: names.county }) ?? '');
  const submitCountRef = useRef(submitCount);
  submitCountRef.current = submitCount;

  const [searchText, setSearchText] = useState('');
  const [drill, setDrill] = useState<AutocompleteOption[] | null>(null);
  const [touched, setTouched] = useState(false);
  const [manualOpen, setManualOpen] = useState(() => {
    const values = getValues();
    return Boolean(get(values, names.addressLine1)) && !get(values, names.displayAddress);
  });
  const [resultIndex, setResultIndex] = useState('');
  /** Text the box shows because of a choice, not typing; it must not start a new search. */
  const programmaticText = useRef<string | null>(null);
  const appliedEircode = useRef<string | null>(null);

  const debounced = useDebouncedValue(searchText.trim(), ADDRESS_TIMINGS.lookupDebounceMs);
  const typedEircode = debounced && isEircode(debounced) ? normaliseEircode(debounced) : null;
  const eircodeLookup = useLookupEircode(typedEircode);
  const suggestions = useAutocompleteAddress(debounced && !typedEircode ? debounced : null);
  const follow = useFollowOption();
  const manualFind = useFindManualAddress();
  const townCounty = useTownCounty();

  const revalidateIfSubmitted = () => {
    if (submitCountRef.current > 0) void trigger(allNames);
  };

  const choose = (address: AddressResult) => {
    const options = { shouldDirty: true };
    const fields: Array<[keyof AddressFields, string]> = [
      ['addressLine1', address.addressLine1],
      ['addressLine2', address.addressLine2],
      ['addressLine3', address.addressLine3],
      ['town', address.town],
      ['county', address.county],
      ['eircode', address.eircode],
    ];
    for (const [key, value] of fields) setValue(names[key], value, options);
    programmaticText.current = address.displayAddress;
    setValue(names.displayAddress, address.displayAddress, options);
    setValue(names.addressChosen, true, options);
    setSearchText('');
    setDrill(null);
    revalidateIfSubmitted();
  };

  // home.md 2: 'An Eircode-only lookup also fills the address', once per typed Eircode.
  const applyEircodeAnswer = useEffectEvent(() => {
    const first = eircodeLookup.data?.addresses[0];
    if (!typedEircode || eircodeLookup.data?.error || !first) return;
    if (appliedEircode.current === typedEircode) return;
    appliedEircode.current = typedEircode;
    choose(fromAppliedAddress(first));
  });
  useEffect(() => applyEircodeAnswer(), [eircodeLookup.data]);

  const onInputChange = (text: string) => {
    if (text === programmaticText.current) return;
    programmaticText.current = null;
    appliedEircode.current = null;
    setValue(names.displayAddress, text, { shouldDirty: true });
    if (addressChosen) setValue(names.addressChosen, false, { shouldDirty: true });
    setSearchText(text);
    setDrill(null);
    follow.reset();
  };

  const directAddress = !drill && suggestions.data ? addressFromLookup(suggestions.data) : null;
  const options = drill ?? suggestions.data?.options ?? [];
  const items: Item[] = directAddress
    ? [{ key: DIRECT_ADDRESS_KEY, text: directAddress.displayAddress }]
    : options.map((option) => ({ key: option.link, text: option.displayName }));

  const onSelectionChange = (key: Key | null) => {
    if (key === null) return;
    if (key === DIRECT_ADDRESS_KEY && directAddress) return choose(directAddress);
    const option = options.find((candidate) => candidate.link === key);
    if (!option) return;
    programmaticText.current = option.displayName;
    setValue(names.displayAddress, option.displayName, { shouldDirty: true });
    follow.mutate(option.link, {
      onSuccess: (answer) => {
        const address = addressFromLookup(answer);
        if (address) choose(address);
        else setDrill(answer.options);
      },
    });
  };

  const searching =
    searchText.trim() !== debounced ||
    eircodeLookup.isFetching ||
    suggestions.isFetching ||
    follow.isPending;
  const lookupDown = eircodeLookup.isError || suggestions.isError || follow.isError;
  const unidentified =
    typedEircode !== null && eircodeLookup.data?.error === true && !addressChosen && !searching;
  const promptToChoose =
    touched &&
    !manualOpen &&
    !addressChosen &&
    displayAddress.trim() !== '' &&
    !unidentified &&
    !lookupDown &&
    !searching;

  const schemaError = errorOf('displayAddress') ?? errorOf('addressChosen');
  const lookupMessages: ReactNode[] = [];
  if (schemaError) lookupMessages.push(<span key="schema">{schemaError}</span>);
  if (lookupDown) lookupMessages.push(<span key="down">{ADDRESS_MESSAGES.serviceDown}</span>);
  else if (unidentified) lookupMessages.push(<UnidentifiedEircode key="unidentified" />);
  else if (promptToChoose && !schemaError)
    lookupMessages.push(<span key="prompt">{ADDRESS_MESSAGES.selectFromList}</span>);

  // home.md 2: 'Address lines are refreshed 1500 ms after blur.'
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);
  const refreshFromLines = () => {
    const values = getValues();
    const valueOf = (key: AddressFieldKey) => String(get(values, names[key]) ?? '');
    const lines: AddressFields = {
      addressLine1: valueOf('addressLine1'),
      addressLine2: valueOf('addressLine2'),
      addressLine3: valueOf('addressLine3'),
      town: valueOf('town'),
      county: valueOf('county'),
      eircode: valueOf('eircode'),
    };
    const complete = [lines.addressLine1, lines.town, lines.county].every((v) => v.trim() !== '');
    // Incomplete lines leave the box empty, so the lines' own messages show rather than the box's.
    const text = complete ? displayAddressOf(lines) : '';
    programmaticText.current = text;
    setValue(names.displayAddress, text, { shouldDirty: true });
    setValue(names.addressChosen, complete, { shouldDirty: true });
    revalidateIfSubmitted();
  };
  const scheduleRefresh = () => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(refreshFromLines, ADDRESS_TIMINGS.refreshAfterBlurMs);
  };
  const lineField = (key: AddressFieldKey) => register(names[key], { onBlur: scheduleRefresh });

  const findMyAddress = () => {
    const values = getValues();
    setResultIndex('');
    manualFind.mutate({
      addressline1: String(get(values, names.addressLine1) ?? ''),
      addressline2: String(get(values, names.addressLine2) ?? ''),
      town,
      county,
    });
  };
  const results = manualFind.data && !manualFind.data.error ? manualFind.data.addresses : [];
  const countyTowns = townCounty.find((entry) => entry.county === county)?.towns ?? [];

  return (
    <div className="address-lookup">
      <ComboBox
        className="typeahead"
        items={items}
        inputValue={displayAddress}
        onInputChange={onInputChange}
        selectedKey={null}
        onSelectionChange={onSelectionChange}
        allowsCustomValue
        // An Eircode is looked up directly, not listed: its answer shows under the box instead.
        // Once an address is chosen the empty list closes; left open it would cover the chosen
        // address with 'Address Not Found' and hide the rest of the page from screen readers.
        allowsEmptyCollection={!isEircode(searchText) && !addressChosen}
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
            onBlur={() => setTouched(true)}
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
        <OpenOnDrill drill={drill} />
        <Popover className="typeahead__popover" offset={4}>
          <ListBox<Item>
            className="typeahead__list"
            renderEmptyState={() =>
              searching ? (
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
      {searching && debounced !== '' ? <Spinner label={ADDRESS_LABELS.searching} /> : null}

      <Button
        variant="link"
        className="address-lookup__manual-toggle"
        aria-expanded={manualOpen}
        aria-controls={manualId}
        onClick={() => setManualOpen((open) => !open)}
      >
        {ADDRESS_LABELS.enterManually}
      </Button>

      <div id={manualId} className="address-lookup__manual" hidden={!manualOpen}>
        {manualOpen ? (
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
              list={countyTowns.length ? townListId : undefined}
              error={errorOf('town')}
              {...lineField('town')}
            />
            {countyTowns.length ? (
              <datalist id={townListId}>
                {countyTowns.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            ) : null}
            {townCounty.length ? (
              <SelectField
                id={ids.county}
                label={ADDRESS_LABELS.county}
                placeholder="Please select"
                options={townCounty.map((entry) => ({ value: entry.county, label: entry.county }))}
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
            {town.trim() && county.trim() ? (
              <Button
                variant="secondary"
                onClick={findMyAddress}
                disabled={manualFind.isPending}
                aria-disabled={manualFind.isPending || undefined}
              >
                {ADDRESS_LABELS.findMyAddress}
              </Button>
            ) : null}
            {manualFind.isPending ? <Spinner label={ADDRESS_LABELS.searching} /> : null}
            {manualFind.isError ? (
              <p className="field-error" role="alert" aria-live="assertive">
                <span className="visually-hidden">Error:</span> {ADDRESS_MESSAGES.serviceDown}
              </p>
            ) : null}
            {manualFind.data?.error ? (
              <p className="field-error" role="alert" aria-live="assertive">
                <span className="visually-hidden">Error:</span> {ADDRESS_MESSAGES.notFound}
              </p>
            ) : null}
            {results.length > 0 ? (
              <SelectField
                id={`${block}-address-results`}
                label={ADDRESS_LABELS.results}
                placeholder="Please select"
                options={results.map((address, index) => ({
                  value: String(index),
                  label: fromAppliedAddress(address).displayAddress,
                }))}
                value={resultIndex}
                onChange={(event) => {
                  setResultIndex(event.target.value);
                  const chosen = results[Number(event.target.value)];
                  if (event.target.value !== '' && chosen) choose(fromAppliedAddress(chosen));
                }}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
