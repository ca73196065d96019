import {
  QUOTE_SEARCH_OPTIONS,
  quoteSearchFormSchema,
  type QuoteSearchFormValues,
} from '@wallet/domain';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { summaryOf } from '../../../ui/error-summary-lines';
import { QUOTE_SEARCH_OPTION_LABELS, SEARCH_QUOTES_TEXTS as TEXT } from './search-quotes-texts';

const FIELD_IDS = { searchOption: 'quote-search-option', searchInput: 'quote-search-input' };

const OPTIONS = QUOTE_SEARCH_OPTIONS.map((option) => ({
  value: option,
  label: QUOTE_SEARCH_OPTION_LABELS[option],
}));

/** platform.md 5, Search All Home Quotes by e-mail or name: the option, and 3 to 50 characters. */
export function CustomerSearchForm({
  initial,
  onSearch,
}: {
  initial: QuoteSearchFormValues;
  onSearch: (values: QuoteSearchFormValues) => void;
}) {
  const form = useSchemaForm(quoteSearchFormSchema, initial);
  const {
    handleSubmit,
    formState: { errors, submitCount },
  } = form;
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSearch(values))}>
      <ErrorSummary errors={summaryOf(errors, FIELD_IDS)} submitCount={submitCount} />
      <div className="agent-search-row">
        <SelectField
          id={FIELD_IDS.searchOption}
          label={TEXT.optionLabel}
          options={OPTIONS}
          placeholder={TEXT.optionPlaceholder}
          error={errors.searchOption?.message}
          {...form.register('searchOption')}
        />
        <TextField
          id={FIELD_IDS.searchInput}
          label={TEXT.inputLabel}
          hint={TEXT.inputHint}
          autoComplete="off"
          spellCheck={false}
          error={errors.searchInput?.message}
          {...form.register('searchInput')}
        />
        <Button type="submit">{TEXT.search}</Button>
      </div>
    </form>
  );
}
