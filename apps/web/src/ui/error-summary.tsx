import { useEffect, useRef } from 'react';
import './error-summary.css';

export const ERROR_SUMMARY_TITLE = 'There is a problem';

export type SummaryError = {
  /** The id of the field the message belongs to; without one the message is not a link. */
  fieldId?: string;
  message: string;
};

/**
 * The GOV.UK error summary: shown above the form after a failed submit, takes focus so screen
 * reader users hear it, and links each message to its field.
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
                  {error.message}
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
