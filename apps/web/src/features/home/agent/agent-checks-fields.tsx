import { DATA_SECURITY_CHECKS } from '@wallet/domain';
import { useController, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../../../ui/checkbox';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError, YesNoQuestion } from '../../../ui/journey/question-fields';
import { AGENT_CHECKS_TEXT } from './home-agent-texts';

const TERMS = 'agentChecks.termsConfirmed';

/**
 * About you's agent checks (home.md 2 'Agent mode extras'): the terms confirmation and the
 * data-security check, 2 correct answers of 3 with the date of birth one. Held in the About you
 * form as `agentChecks`, checked with the domain's rule as the server checks it.
 */
export function AgentChecksFields() {
  const { field } = useController<FieldValues>({ name: TERMS });
  const termsError = useFieldError(TERMS);
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
        <p className="get-quote-form__note">{AGENT_CHECKS_TEXT.dataSecurityHint}</p>
        {DATA_SECURITY_CHECKS.map((check) => (
          <YesNoQuestion<FieldValues>
            key={check}
            name={`agentChecks.dataSecurity.${check}`}
            label={AGENT_CHECKS_TEXT.questions[check]}
          />
        ))}
      </fieldset>
    </fieldset>
  );
}
