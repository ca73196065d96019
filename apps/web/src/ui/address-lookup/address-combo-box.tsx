import { useContext, useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
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
import { ADDRESS_MESSAGES, type AutocompleteOption } from '@wallet/domain';
import type { AddressSuggestion, useAddressLookup } from '../../lib/address/use-address-lookup';
import { Spinner } from '../spinner';
import { ADDRESS_LABELS } from './address-labels';

export type AddressLookupState = ReturnType<typeof useAddressLookup>['lookup'];

/** What the lookup's field shows, the stand-in's and the combo box's alike. */
export type AddressLookupViewProps = {
  lookup: AddressLookupState;
  inputId: string;
  /** The lookup's error or notice, shown under the field. */
  messages: ReactNode[];
  /** Whether the customer is in the field, and where: the stand-in hands it on. */
  focus: { focused: boolean; caret: number | null };
};

/** Re-opens the list when a chosen street or town brings further options (platform.md 2.12). */
function OpenOnDrill({ drill }: { drill: readonly AutocompleteOption[] | null }) {
  const state = useContext(ComboBoxStateContext);
  const open = useEffectEvent(() => state?.open(null, 'manual'));
  useEffect(() => {
    if (drill && drill.length > 0) open();
  }, [drill]);
  return null;
}

/**
 * The lookup's combo box (React Aria): loaded after the form's first paint, in place of the
 * stand-in input of address-lookup-fields.tsx, with the same text and size. When the customer was
 * already in the stand-in, the focus moves on into this input, where the caret was.
 */
export default function AddressComboBox({
  lookup,
  inputId,
  messages,
  focus,
}: AddressLookupViewProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focus.focused || !input.current) return;
    input.current.focus();
    const caret = focus.caret ?? input.current.value.length;
    input.current.setSelectionRange(caret, caret);
  }, [focus]);

  return (
    <ComboBox
      className="typeahead"
      items={lookup.items}
      inputValue={lookup.text}
      onInputChange={lookup.onInputChange}
      selectedKey={null}
      onSelectionChange={lookup.onSelectionChange}
      allowsCustomValue
      allowsEmptyCollection={lookup.allowsEmptyCollection}
      isInvalid={messages.length > 0}
      validationBehavior="aria"
    >
      <Label className="typeahead__label">{ADDRESS_LABELS.lookup}</Label>
      <Text slot="description" className="typeahead__description">
        {ADDRESS_MESSAGES.eircodeHint}
      </Text>
      <div className="typeahead__field">
        <Input
          ref={input}
          id={inputId}
          className="typeahead__input"
          autoComplete="off"
          onBlur={lookup.onBlur}
        />
        <AriaButton className="typeahead__button" aria-label="Show addresses">
          <span className="typeahead__chevron" aria-hidden="true" />
        </AriaButton>
      </div>
      {messages.length > 0 ? (
        <Text slot="errorMessage" className="typeahead__error" role="alert" aria-live="assertive">
          <span className="visually-hidden">Error:</span> {messages}
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
  );
}
