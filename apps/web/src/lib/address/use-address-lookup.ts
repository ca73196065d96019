import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  ADDRESS_TIMINGS,
  addressFromLookup,
  displayAddressOf,
  fromAppliedAddress,
  isEircode,
  normaliseEircode,
  type AddressFields,
  type AddressResult,
  type AutocompleteOption,
} from '@wallet/domain';
import { useDebouncedValue } from '../use-debounced-value';
import {
  addressFieldIds,
  addressFieldNames,
  type AddressBlock,
  type AddressFieldKey,
} from './address-fields';
import { useAutocompleteAddress } from './api/autocomplete';
import { useFindManualAddress } from './api/find-manual-address';
import { useFollowOption } from './api/follow-option';
import { useLookupEircode } from './api/lookup-eircode';
import { useTownCounty } from './api/town-county';

/** One line of the suggestion list: an option to follow, or the one address the text names. */
export type AddressSuggestion = { key: string; text: string };

/** Why the lookup box speaks up under itself, besides the form's own message. */
export type AddressLookupNotice = 'service-down' | 'unidentified-eircode' | 'select-from-list';

const DIRECT_ADDRESS_KEY = 'direct-address';

/**
 * The lookup of one address block (home.md 2, platform.md 2.12), without its view: an Eircode or
 * address box whose suggestions drill down to one address, an Eircode typed alone looked up
 * directly, and manual lines with 'Find my address'. Runs inside the form's FormProvider and
 * writes the block's fields.
 */
export function useAddressLookup(block: AddressBlock) {
  const names = addressFieldNames(block);
  const ids = addressFieldIds(block);
  const allNames = Object.values(names);

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
  // Only the manual lines use the town-and-county list, and it comes with the schema library: it
  // is asked for once the customer reaches into the address, not as the page starts (decision 0023).
  const [reachedIn, setReachedIn] = useState(manualOpen);
  const reachIn = useCallback(() => setReachedIn(true), []);
  const townCounty = useTownCounty(reachedIn || manualOpen);

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
  const items: AddressSuggestion[] = directAddress
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

  const lookupError = errorOf('displayAddress') ?? errorOf('addressChosen');
  const notice: AddressLookupNotice | null = lookupDown
    ? 'service-down'
    : unidentified
      ? 'unidentified-eircode'
      : promptToChoose && !lookupError
        ? 'select-from-list'
        : null;

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
  /** A manual line's registration: a blur refreshes the box from the lines a moment later. */
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
  const chooseResult = (index: string) => {
    setResultIndex(index);
    const chosen = results[Number(index)];
    if (index !== '' && chosen) choose(fromAppliedAddress(chosen));
  };

  return {
    ids,
    errorOf,
    /**
     * Whether the customer has reached into the address (pressed or focused the box or the manual
     * toggle), and how the view says so: what only a customer in the address uses loads then.
     */
    reachedIn,
    reachIn,
    /** The box: its text, its suggestions and what choosing one does. */
    lookup: {
      text: displayAddress,
      items,
      onInputChange,
      onSelectionChange,
      onBlur: () => setTouched(true),
      // An Eircode is looked up directly, not listed: its answer shows under the box instead.
      // Once an address is chosen the empty list closes; left open it would cover the chosen
      // address with 'Address Not Found' and hide the rest of the page from screen readers.
      allowsEmptyCollection: !isEircode(searchText) && !addressChosen,
      drill,
      searching,
      /** Whether the typed text has settled into a search (the spinner beside the box). */
      searchStarted: debounced !== '',
      error: lookupError,
      notice,
    },
    /** The manual lines and 'Find my address'. */
    manual: {
      open: manualOpen,
      toggle: () => setManualOpen((open) => !open),
      lineField,
      canFind: town.trim() !== '' && county.trim() !== '',
      find: findMyAddress,
      finding: manualFind.isPending,
      findFailed: manualFind.isError,
      notFound: manualFind.data?.error === true,
      results: results.map((address) => fromAppliedAddress(address).displayAddress),
      resultIndex,
      chooseResult,
      /**
       * The town-and-county list's counties: undefined while it is on its way, empty when it failed
       * to load (home.md 8: silent fallback).
       */
      counties: townCounty?.map((entry) => entry.county),
      countyTowns: townCounty?.find((entry) => entry.county === county)?.towns ?? [],
    },
  };
}
