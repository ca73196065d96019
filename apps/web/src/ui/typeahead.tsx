import type { ReactNode } from 'react';
import {
  Button,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  useFilter,
  type Key,
} from 'react-aria-components';
import clsx from 'clsx';
import './typeahead.css';

/** platform.md 2.12: typeahead items carry a value, a text and a key. */
export interface TypeaheadItem {
  value: string;
  text: string;
  key: string | number;
}

export interface TypeaheadProps {
  label: ReactNode;
  items: readonly TypeaheadItem[];
  /** Shown in the list when nothing matches what was typed. */
  emptyText: string;
  selectedKey?: Key | null;
  defaultSelectedKey?: Key | null;
  onSelectionChange?: (item: TypeaheadItem | null) => void;
  inputValue?: string;
  onInputChange?: (text: string) => void;
  description?: ReactNode;
  errorMessage?: string;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Submitted with a form; the form receives the chosen item's key. */
  name?: string;
  /** The text box's id, for an error summary's link to it. */
  inputId?: string;
  className?: string;
}

export function Typeahead({
  label,
  items,
  emptyText,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  inputValue,
  onInputChange,
  description,
  errorMessage,
  placeholder,
  isRequired,
  isDisabled,
  name,
  inputId,
  className,
}: TypeaheadProps) {
  // Case- and accent-insensitive, so 'dun laoghaire' finds 'Dún Laoghaire'.
  const { contains } = useFilter({ sensitivity: 'base' });

  return (
    <ComboBox
      className={clsx('typeahead', className)}
      defaultItems={items}
      defaultFilter={contains}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key) =>
        onSelectionChange?.(key === null ? null : (items.find((item) => item.key === key) ?? null))
      }
      inputValue={inputValue}
      onInputChange={onInputChange}
      // Without this the list would close instead of saying that nothing matched.
      allowsEmptyCollection
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      // Errors come from the form's shared schema, so the browser's own validation stays out of the way.
      validationBehavior="aria"
    >
      <Label className="typeahead__label">{label}</Label>
      {description ? (
        <Text slot="description" className="typeahead__description">
          {description}
        </Text>
      ) : null}
      <div className="typeahead__field">
        <Input id={inputId} className="typeahead__input" placeholder={placeholder} />
        <Button className="typeahead__button">
          <span className="typeahead__chevron" aria-hidden="true" />
        </Button>
      </div>
      {errorMessage ? (
        <Text slot="errorMessage" className="typeahead__error" role="alert" aria-live="assertive">
          {errorMessage}
        </Text>
      ) : null}
      <Popover className="typeahead__popover" offset={4}>
        <ListBox<TypeaheadItem>
          className="typeahead__list"
          renderEmptyState={() => <span className="typeahead__empty">{emptyText}</span>}
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
