import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ADDRESS_MESSAGES, EIRCODE_FINDER_HOST, EIRCODE_FINDER_URL } from '@wallet/domain';
import { lazyModule } from '../../lib/lazy-module';
import { addressIdPrefix, type AddressBlock } from '../../lib/address/address-fields';
import { useAddressLookup, type AddressLookupNotice } from '../../lib/address/use-address-lookup';
import type { AddressLookupViewProps } from './address-combo-box';
import { ADDRESS_LABELS } from './address-labels';
import { Button } from '../button';
import { SelectField } from '../select-field';
import { Spinner } from '../spinner';
import { TextField } from '../text-field';
import '../typeahead.css';
import './address-lookup-fields.css';

export { ADDRESS_LABELS } from './address-labels';

export interface AddressLookupFieldsProps {
  /** The form path of the address: `property`, `correspondence`, `aboutYou.address`, ... */
  block: AddressBlock;
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
 * The combo box comes with the accessible-widget library, the largest part of the form's code,
 * and that library's locale set-up makes the page's first locale format, which loads the browser's
 * locale data (30 to 70 ms on a fast machine, four times that on a phone). It loads when the
 * customer reaches into the field (decision 0023), so a landing page's start does neither.
 */
const comboBoxModule = lazyModule(() => import('./address-combo-box'));

/**
 * The combo box once its code has arrived: asked for when `wanted`, and at once if an earlier page
 * has loaded it. Until then (and in the page drawn at build time, which the app hydrates) the
 * stand-in is drawn: a state, not a suspended component, so the first render is the same on the
 * server and in the browser.
 */
function useAddressComboBox(wanted: boolean): ComponentType<AddressLookupViewProps> | undefined {
  const [ComboBox, setComboBox] = useState(() => comboBoxModule.loaded()?.default);
  useEffect(() => {
    if (ComboBox || !wanted) return;
    let current = true;
    comboBoxModule.load().then(
      (module) => current && setComboBox(() => module.default),
      // A download that failed leaves the stand-in, which takes the address all the same.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [ComboBox, wanted]);
  return ComboBox;
}

/**
 * What stands in for the combo box until it has loaded: the same label, hint, input and button
 * outline, so nothing moves when it is replaced. Reaching into it (a press or the focus) asks for
 * the combo box; what is typed here meanwhile goes to the lookup as it would in the combo box, and
 * the customer stays in the field.
 */
function AddressInputStandIn({
  lookup,
  inputId,
  messages,
  focus,
  onReachIn,
}: AddressLookupViewProps & { onReachIn: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const leaving = useRef(false);
  // Runs as the combo box replaces this field, before it leaves the page: a customer in it then
  // carries on in the combo box, and the removal is no blur of theirs.
  useLayoutEffect(
    () => () => {
      leaving.current = true;
      focus.focused = document.activeElement === input.current;
      focus.caret = input.current?.selectionStart ?? null;
    },
    [focus],
  );
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  return (
    <div className="typeahead" data-invalid={messages.length > 0 || undefined}>
      <label className="typeahead__label" htmlFor={inputId}>
        {ADDRESS_LABELS.lookup}
      </label>
      <span id={descriptionId} className="typeahead__description">
        {ADDRESS_MESSAGES.eircodeHint}
      </span>
      <div className="typeahead__field">
        <input
          ref={input}
          id={inputId}
          className="typeahead__input"
          autoComplete="off"
          aria-describedby={messages.length > 0 ? `${descriptionId} ${errorId}` : descriptionId}
          aria-invalid={messages.length > 0 || undefined}
          value={lookup.text}
          onPointerDown={onReachIn}
          onFocus={onReachIn}
          onChange={(event) => lookup.onInputChange(event.target.value)}
          onBlur={() => {
            if (!leaving.current) lookup.onBlur();
          }}
        />
        <span className="typeahead__button" aria-hidden="true">
          <span className="typeahead__chevron" />
        </span>
      </div>
      {messages.length > 0 ? (
        <span id={errorId} className="typeahead__error" role="alert" aria-live="assertive">
          <span className="visually-hidden">Error:</span> {messages}
        </span>
      ) : null}
    </div>
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
  const { ids, errorOf, reachedIn, reachIn, lookup, manual } = useAddressLookup(block);
  const { lineField } = manual;
  // Whether the customer is in the stand-in field, and where, for the combo box to carry on.
  const [focus] = useState(() => ({ focused: false, caret: null as number | null }));
  const ComboBox = useAddressComboBox(reachedIn);

  const lookupMessages: ReactNode[] = [];
  if (lookup.error) lookupMessages.push(<span key="schema">{lookup.error}</span>);
  if (lookup.notice) lookupMessages.push(NOTICES[lookup.notice]());

  return (
    <div className="address-lookup">
      {ComboBox ? (
        <ComboBox
          lookup={lookup}
          inputId={ids.displayAddress}
          messages={lookupMessages}
          focus={focus}
        />
      ) : (
        <AddressInputStandIn
          lookup={lookup}
          inputId={ids.displayAddress}
          messages={lookupMessages}
          focus={focus}
          onReachIn={reachIn}
        />
      )}
      {lookup.searching && lookup.searchStarted ? (
        <Spinner label={ADDRESS_LABELS.searching} />
      ) : null}

      <Button
        variant="link"
        className="address-lookup__manual-toggle"
        aria-expanded={manual.open}
        aria-controls={manualId}
        onPointerDown={reachIn}
        onFocus={reachIn}
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
            {manual.counties === undefined || manual.counties.length ? (
              <SelectField
                id={ids.county}
                label={ADDRESS_LABELS.county}
                placeholder="Please select"
                // While the list is on its way (a moment after the toggle was pressed) the select
                // holds its placeholder alone.
                options={(manual.counties ?? []).map((county) => ({
                  value: county,
                  label: county,
                }))}
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
                id={`${addressIdPrefix(block)}-results`}
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
