import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from './icons';
import './menu-button.css';

export type MenuLinkItem = { key: string; label: string; to: string; icon?: ReactNode };

type MenuButtonProps = {
  label: string;
  items: MenuLinkItem[];
  /** Shown instead of a menu when there are no items (for example, nothing to manage yet). */
  emptyContent?: ReactNode;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  className?: string;
};

/**
 * The WAI-ARIA menu button for a short list of links: arrow keys move between items, Escape closes
 * and returns focus to the button, Tab or a click outside closes. With no items it becomes a plain
 * disclosure showing `emptyContent`. Hand-written to keep the header small on every page.
 */
export function MenuButton({
  label,
  items,
  emptyContent,
  align = 'start',
  className,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const panelId = useId();
  const isMenu = items.length > 0;

  useEffect(() => {
    if (open && focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent | FocusEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('focusin', closeOnOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('focusin', closeOnOutside);
    };
  }, [open]);

  const openAt = (index: number | null) => {
    setOpen(true);
    setFocusIndex(isMenu ? index : null);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (!isMenu) {
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        event.stopPropagation();
        close(true);
      }
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const current = focusIndex ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={containerRef} className={clsx('menu-button', className)}>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button__trigger"
        aria-haspopup={isMenu ? 'menu' : undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : openAt(isMenu ? 0 : null))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <ChevronDownIcon size={18} className="menu-button__chevron" />
      </button>
      {isMenu ? (
        <ul
          id={panelId}
          role="menu"
          aria-label={label}
          hidden={!open}
          className={clsx('menu-button__panel', `menu-button__panel--${align}`)}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li role="none" key={item.key}>
              <Link
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitem"
                tabIndex={-1}
                to={item.to}
                className="menu-button__item"
                onClick={() => close(false)}
              >
                {item.icon}
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div
          id={panelId}
          hidden={!open}
          className={clsx(
            'menu-button__panel',
            'menu-button__panel--text',
            `menu-button__panel--${align}`,
          )}
        >
          {emptyContent}
        </div>
      )}
    </div>
  );
}
