import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import './expandable-section.css';

export type ExpandableSectionHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface ExpandableSectionProps {
  title: ReactNode;
  children: ReactNode;
  headingLevel?: ExpandableSectionHeadingLevel;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** platform.md 2.12: a toggle may close on a click or touch outside it. */
  closeOnOutsideClick?: boolean;
  className?: string;
}

export function ExpandableSection({
  title,
  children,
  headingLevel = 3,
  defaultOpen = false,
  open,
  onOpenChange,
  closeOnOutsideClick = false,
  className,
}: ExpandableSectionProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const contentId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  // The latest setter is kept in a ref so the document listeners are not re-attached on every render.
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });

  useEffect(() => {
    if (!closeOnOutsideClick || !isOpen) return;
    const closeIfOutside = (event: MouseEvent | TouchEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setOpenRef.current(false);
      }
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('touchstart', closeIfOutside);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('touchstart', closeIfOutside);
    };
  }, [closeOnOutsideClick, isOpen]);

  // Enter and Space already reach onClick through the native button; ArrowDown is the extra key the spec adds.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(!isOpen);
    }
  };

  return (
    <div ref={rootRef} className={clsx('expandable-section', className)}>
      <Heading className="expandable-section__heading">
        <button
          type="button"
          className="expandable-section__toggle"
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => setOpen(!isOpen)}
          onKeyDown={onKeyDown}
        >
          <span className="expandable-section__title">{title}</span>
          <span className="expandable-section__chevron" aria-hidden="true" />
        </button>
      </Heading>
      <div id={contentId} className="expandable-section__content" hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}
