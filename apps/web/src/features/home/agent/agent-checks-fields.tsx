import { DATA_SECURITY_CHECKS, isLookupFor, type DataSecurityLookup } from '@wallet/domain';
import { useController, useWatch, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../../../ui/checkbox';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError, YesNoQuestion } from '../../../ui/journey/question-fields';
import { AGENT_CHECKS_TEXT } from './home-agent-texts';

const TERMS = 'agentChecks.termsConfirmed';

/**
 * About you's agent checks (home.md 2 'Agent mode extras', decision 0031): the terms confirmation
 * and the data-security check, 2 correct answers of 3 with the date of birth one, compared with
 * the record the e-mail search found (the customer's latest home quote or profile), shown beside
 * each question. A customer with no record has nothing to check: the check says so and is not
 * asked. Held in the About you form as `agentChecks`, checked with the domain's rule as the server
 * checks it.
 */
export function AgentChecksFields() {
  const { field } = useController<FieldValues>({ name: TERMS });
  const termsError = useFieldError(TERMS);
  const email = (useWatch<FieldValues>({ name: 'email' }) as string | undefined) ?? '';
  const lookup = useWatch<FieldValues>({ name: 'agentChecks.lookup' }) as
    DataSecurityLookup | null | undefined;
  // undefined: not searched for the e-mail typed; null: searched, no record.
  const record = isLookupFor(lookup, email) ? lookup!.record : undefined;
  return (
    <fieldset className="get-quote-form__group agent-checks">
      <legend>{AGENT_CHECKS_TEXT.legend}</legend>
      <Checkbox
        id={fieldIdOf(TERMS)}
        name={field.name}
        label={AGENT_CHECKS_TEXT.termsConfirmed}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        ref={field.ref}
        error={termsError}
      />
      <fieldset className="get-quote-form__group">
        <legend>{AGENT_CHECKS_TEXT.dataSecurityLegend}</legend>
        {record === undefined && (
          <p className="get-quote-form__note">{AGENT_CHECKS_TEXT.searchFirst}</p>
        )}
        {record === null && <p className="get-quote-form__note">{AGENT_CHECKS_TEXT.noRecord}</p>}
        {record && (
          <>
            <p className="get-quote-form__note">
              {AGENT_CHECKS_TEXT.recordFrom[record.source]} {AGENT_CHECKS_TEXT.dataSecurityHint}
            </p>
            {DATA_SECURITY_CHECKS.map((check) => {
              const held = record[check];
              return (
                <YesNoQuestion<FieldValues>
                  key={check}
                  name={`agentChecks.dataSecurity.${check}`}
                  label={AGENT_CHECKS_TEXT.questions[check]}
                  hint={
                    held ? (
                      <>
                        {AGENT_CHECKS_TEXT.onRecord} <strong>{held}</strong>
                      </>
                    ) : (
                      AGENT_CHECKS_TEXT.notOnRecord
                    )
                  }
                />
              );
            })}
          </>
        )}
      </fieldset>
    </fieldset>
  );
}
