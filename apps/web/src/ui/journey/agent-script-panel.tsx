import { useId, useRef, useState } from 'react';
import { Button } from '../button';
import { CheckIcon } from '../icons';
import './agent-script-panel.css';

export type AgentScriptPage = { heading: string; paragraphs: readonly string[] };

export type AgentScriptPanelTexts = {
  label: string;
  page: (number: number, of: number) => string;
  previous: string;
  next: string;
  finish: string;
  read: string;
};

/**
 * The script an agent reads to the customer (platform.md 2.10 and 4.4): one page at a time, and
 * read only once the agent has reached the last page and said so. Until then the journey keeps
 * its buttons disabled (agentScriptPending). A script read stays read for the journey; its pages
 * can still be gone through again.
 */
export function AgentScriptPanel({
  title,
  pages,
  read,
  onRead,
  texts,
}: {
  title: string;
  pages: readonly AgentScriptPage[];
  read: boolean;
  onRead: () => void;
  texts: AgentScriptPanelTexts;
}) {
  const [index, setIndex] = useState(read ? pages.length - 1 : 0);
  const headingId = useId();
  const pageRef = useRef<HTMLHeadingElement>(null);
  const page = pages[index]!;
  const last = index === pages.length - 1;
  const turn = (to: number) => {
    setIndex(to);
    // The new page's heading takes focus, so a screen reader reads on from it.
    requestAnimationFrame(() => pageRef.current?.focus());
  };
  return (
    <section className="agent-script" aria-labelledby={headingId}>
      <p className="agent-script__label">{texts.label}</p>
      <h2 id={headingId} className="agent-script__title">
        {title}
      </h2>
      <p className="agent-script__count">{texts.page(index + 1, pages.length)}</p>
      <h3 ref={pageRef} tabIndex={-1} className="agent-script__heading">
        {page.heading}
      </h3>
      {page.paragraphs.map((paragraph) => (
        <p key={paragraph} className="agent-script__text">
          {paragraph}
        </p>
      ))}
      <div className="agent-script__actions">
        {index > 0 && (
          <Button variant="secondary" onClick={() => turn(index - 1)}>
            {texts.previous}
          </Button>
        )}
        {!last && <Button onClick={() => turn(index + 1)}>{texts.next}</Button>}
        {last && !read && <Button onClick={onRead}>{texts.finish}</Button>}
      </div>
      <p className="agent-script__status" role="status">
        {read && (
          <>
            <CheckIcon size={18} /> {texts.read}
          </>
        )}
      </p>
    </section>
  );
}
