import {
  RETRIEVE_USER_OPTIONS,
  retrieveUserFormSchema,
  retrieveUserProblems,
  type RetrieveUserFormValues,
} from '@wallet/domain';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { summaryOf } from '../../../ui/error-summary-lines';
import { MATCHING_TEXTS as TEXT, RETRIEVE_USER_OPTION_LABELS } from './matching-texts';

const FIELD_IDS = { searchOption: 'retrieve-user-option', searchInput: 'retrieve-user-input' };

const OPTIONS = RETRIEVE_USER_OPTIONS.map((option) => ({
  value: option,
  label: RETRIEVE_USER_OPTION_LABELS[option],
}));

/**
 * platform.md 5, retrieve user: the option and the input with their rules. Search shows itself
 * unavailable while they do not pass (aria-disabled); pressed all the same, it says why.
 */
export function RetrieveUserForm({
  initial,
  onSearch,
}: {
  initial: RetrieveUserFormValues;
  onSearch: (values: RetrieveUserFormValues) => void;
}) {
  const form = useSchemaForm(retrieveUserFormSchema, initial);
  const {
    handleSubmit,
    watch,
    formState: { errors, submitCount },
  } = form;
  const problems = retrieveUserProblems(watch('searchOption'), watch('searchInput'));
  const invalid = Boolean(problems.option ?? problems.input);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSearch(values))}
      aria-labelledby="retrieve-user-heading"
    >
      <h2 id="retrieve-user-heading" className="agent-section-title">
        {TEXT.formTitle}
      </h2>
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
        <Button type="submit" aria-disabled={invalid || undefined}>
          {TEXT.search}
        </Button>
      </div>
    </form>
  );
}
