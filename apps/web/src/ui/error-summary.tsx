import { useEffect, useRef } from 'react';
import './error-summary.css';

export const ERROR_SUMMARY_TITLE = 'There is a problem';

export type SummaryError = {
  /** The id of the field the message belongs to; without one the message is not a link. */
  fieldId?: string;
  message: string;
};

const TYPED_CONTROLS = 'input:not([type=radio]):not([type=checkbox]), select, textarea';

/**
 * The name of the field a message belongs to, as its label reads, when the message does not say
 * it already: away from the field, 'Please enter a valid date' could be any date on the page.
 * Only typed fields are named; a question answered by radios or a tick box words its messages
 * after its topic ('Joint ownership answer is required').
 */
export function summaryLineOf({ fieldId, message }: SummaryError): string {
  const field = fieldId ? document.getElementById(fieldId) : null;
  if (!field?.matches(TYPED_CONTROLS)) return message;
  const label = (field as HTMLInputElement).labels?.[0]?.textContent?.trim();
  if (!label || message.toLowerCase().includes(label.toLowerCase())) return message;
  return `${label}: ${message}`;
}

/**
 * The GOV.UK error summary: shown above the form after a failed submit, takes focus so screen
 * reader users hear it, and links each message to its field, named as its label reads.
 */
export function ErrorSummary({
  errors,
  submitCount,
}: {
  errors: SummaryError[];
  /** Focus moves to the summary again on every failed submit. */
  submitCount: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, submitCount]);

  if (!hasErrors) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} aria-labelledby="error-summary-title">
      <div role="alert">
        <h2 id="error-summary-title" className="error-summary__title">
          {ERROR_SUMMARY_TITLE}
        </h2>
        <ul className="error-summary__list">
          {errors.map((error) => (
            <li key={`${error.fieldId ?? 'form'}-${error.message}`}>
              {error.fieldId ? (
                <a
                  href={`#${error.fieldId}`}
                  onClick={(event) => {
                    const field = document.getElementById(error.fieldId!);
                    if (!field) return;
                    event.preventDefault();
                    field.focus();
                    field.scrollIntoView?.({ block: 'center' });
                  }}
                >
                  {summaryLineOf(error)}
                </a>
              ) : (
                error.message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
