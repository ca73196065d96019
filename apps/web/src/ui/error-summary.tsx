import { WORDS } from '@wallet/domain';
import { useEffect, useRef } from 'react';
import { noteErrorSummaryShown } from '../lib/page-title-state';
import './error-summary.css';

export const ERROR_SUMMARY_TITLE = 'There is a problem';

export type SummaryError = {
  /** The id of the field the message belongs to; without one the message is not a link. */
  fieldId?: string;
  message: string;
};

const TYPED_CONTROLS = 'input:not([type=radio]):not([type=checkbox]), select, textarea';

/** The question a radio or tick box belongs to, as its group's legend or label reads. */
function questionOf(field: HTMLElement): string | undefined {
  const group = field.closest('fieldset, [role="radiogroup"], [role="group"]');
  if (!group) return undefined;
  const legend = group.querySelector(':scope > legend')?.textContent;
  const labelledBy = group.getAttribute('aria-labelledby');
  const label = labelledBy ? document.getElementById(labelledBy)?.textContent : undefined;
  return (legend ?? label ?? undefined)?.trim() || undefined;
}

/**
 * The short names a message may give a field instead of its label: the spec's 'Email is
 * required' names the 'Email address' field (the glossary's words).
 */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  [WORDS.emailAddress.toLowerCase()]: WORDS.email,
};

/** Whether a message names its field already: by its whole label, or by the label's short name. */
function namesItsField(message: string, label: string): boolean {
  const said = message.toLowerCase();
  const name = label.toLowerCase();
  const shortName = SHORT_NAMES[name];
  return said.includes(name) || (shortName !== undefined && said.includes(shortName));
}

/**
 * The name of the field a message belongs to, as its label reads, when the message does not say
 * it already: away from the field, 'Please enter a valid date' could be any date on the page.
 * A typed field is always named so. A question answered by radios or a tick box words its
 * messages after its topic ('Joint ownership answer is required') and is named only when its
 * message is not its own (`shared`: the spec's 'You must select an answer to this field' for
 * several questions), by its question.
 */
export function summaryLineOf({ fieldId, message }: SummaryError, shared = false): string {
  const field = fieldId ? document.getElementById(fieldId) : null;
  if (!field) return message;
  const label = field.matches(TYPED_CONTROLS)
    ? (field as HTMLInputElement).labels?.[0]?.textContent?.trim()
    : shared
      ? questionOf(field)
      : undefined;
  if (!label || namesItsField(message, label)) return message;
  return `${label}: ${message}`;
}

/**
 * The GOV.UK error summary: shown above the form after a failed submit, and links each message to
 * its field, named as its label reads. Its heading takes focus, so screen reader users hear it and
 * keyboard users go on from its top, and the page shows the summary from its top: a long one (an
 * empty travel form has 21 messages) is taller than a phone's screen, and the customer must see
 * where the list begins. While it is shown the page's title starts with 'Error: '.
 */
export function ErrorSummary({
  errors,
  submitCount,
}: {
  errors: SummaryError[];
  /**
   * Focus moves to the summary once for each failed submit, when its errors first show (a
   * server's answer may bring them later). Errors that come and go as fields are left between
   * submits update the summary but never take focus from where the customer is typing.
   */
  submitCount: number;
}) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusedForSubmit = useRef(0);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (!hasErrors || submitCount === 0 || focusedForSubmit.current === submitCount) return;
    focusedForSubmit.current = submitCount;
    headingRef.current?.focus({ preventScroll: true });
    // After the frame, so the summary's top is what shows whatever the form scrolled to on submit.
    const frame = requestAnimationFrame(() =>
      summaryRef.current?.scrollIntoView?.({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hasErrors, submitCount]);

  useEffect(() => (hasErrors ? noteErrorSummaryShown() : undefined), [hasErrors]);

  if (!hasErrors) return null;
  const shared = new Set(
    errors
      .map((error) => error.message)
      .filter((message, index, messages) => messages.indexOf(message) !== index),
  );
  return (
    <div className="error-summary" ref={summaryRef}>
      <div role="alert">
        <h2
          id="error-summary-title"
          className="error-summary__title"
          ref={headingRef}
          tabIndex={-1}
        >
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
                  {summaryLineOf(error, shared.has(error.message))}
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
