import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { Checkbox } from './checkbox';
import './consent-checkbox.css';

/** A document a consent's words name, read before ticking it. */
export interface ConsentDocument {
  /** The document's name, as the consent's words name it: 'Terms and Conditions'. */
  title: string;
  href: string;
  /** The kind of file the link opens, told with the new tab: 'PDF'. */
  format?: string;
}

type ConsentCheckboxProps = ComponentProps<typeof Checkbox> & {
  documents: readonly ConsentDocument[];
};

/**
 * A consent: a tick box whose whole label ticks it, and the documents it names as links of
 * their own beside it. A link inside the label would take a tap meant for the box and open the
 * document instead. The links open in a new tab, so the form's answers stay where they were,
 * and say so in their text (WCAG 3.2.5, G201).
 */
export function ConsentCheckbox({ documents, className, ...checkbox }: ConsentCheckboxProps) {
  return (
    <div className={clsx('consent-checkbox', className)}>
      <Checkbox {...checkbox} />
      <ul className="consent-checkbox__documents">
        {documents.map((document) => (
          <li key={document.href}>
            <a href={document.href} target="_blank" rel="noopener">
              {document.title}{' '}
              <span className="consent-checkbox__new-tab">
                ({document.format ? `${document.format}, ` : ''}opens in a new tab)
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
