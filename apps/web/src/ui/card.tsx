import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

type CardProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section' | 'article' | 'aside';
  /** Visual emphasis: a coloured band along the top edge. */
  accent?: 'primary' | 'tertiary' | 'none';
  children: ReactNode;
};

/** The white, rounded, lightly shadowed surface most content sits on. */
export function Card({
  as: Element = 'div',
  accent = 'none',
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Element className={clsx('card', accent !== 'none' && `card--${accent}`, className)} {...rest}>
      {children}
    </Element>
  );
}
