import { useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import './expandable-card.css';

export type ExpandableCardStatus = 'success' | 'warning' | 'none' | 'default';

export type ExpandableCardHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface ExpandableCardProps {
  title: ReactNode;
  children: ReactNode;
  /** Drawn as the card's ring; only the 'default' status lets the header hide the content. */
  status?: ExpandableCardStatus;
  /** Read by screen readers after the title, because the ring colour alone carries no meaning for them. */
  statusLabel?: string;
  headingLevel?: ExpandableCardHeadingLevel;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** platform.md 2.12: content shows only when open in the default status, always otherwise. */
export function isExpandableCardContentVisible(
  status: ExpandableCardStatus,
  open: boolean,
): boolean {
  return status !== 'default' || open;
}

export function ExpandableCard({
  title,
  children,
  status = 'default',
  statusLabel,
  headingLevel = 3,
  defaultOpen = false,
  open,
  onOpenChange,
  className,
}: ExpandableCardProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const contentId = useId();
  const Heading = `h${headingLevel}` as const;
  const contentVisible = isExpandableCardContentVisible(status, isOpen);
  // Outside the default status the content cannot be hidden, so a toggle button would be a control that does nothing.
  const togglable = status === 'default';

  const toggle = () => {
    const next = !isOpen;
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const titleContent = (
    <>
      <span className="expandable-card__title">{title}</span>
      {statusLabel ? <span className="visually-hidden">{`, ${statusLabel}`}</span> : null}
      {status === 'success' || status === 'warning' ? (
        <span
          className={`expandable-card__badge expandable-card__badge--${status}`}
          aria-hidden="true"
        >
          {status === 'success' ? '✓' : '!'}
        </span>
      ) : null}
    </>
  );

  return (
    <section
      className={clsx('expandable-card', `expandable-card--${status}`, className, {
        'expandable-card--open': contentVisible,
      })}
    >
      <Heading className="expandable-card__heading">
        {togglable ? (
          <button
            type="button"
            className="expandable-card__header"
            aria-expanded={isOpen}
            aria-controls={contentId}
            onClick={toggle}
          >
            {titleContent}
            <span className="expandable-card__chevron" aria-hidden="true" />
          </button>
        ) : (
          <span className="expandable-card__header expandable-card__header--static">
            {titleContent}
          </span>
        )}
      </Heading>
      <div id={contentId} className="expandable-card__content" hidden={!contentVisible}>
        {children}
      </div>
    </section>
  );
}
