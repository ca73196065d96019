import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import './text.css';

/** platform.md 2.12: text variants, weights and alignments. */
export type TextVariant = 'primary' | 'secondary' | 'tertiary' | 'quaternary' | 'quinary';
export type TextWeight = 'bold' | 'light' | 'normal';
export type TextAlign = 'left' | 'center' | 'right';

type TextProps = HTMLAttributes<HTMLElement> & {
  as?: 'p' | 'span' | 'div' | 'strong';
  variant?: TextVariant;
  weight?: TextWeight;
  align?: TextAlign;
  children: ReactNode;
};

export function Text({
  as: Element = 'p',
  variant = 'primary',
  weight = 'normal',
  align = 'left',
  className,
  children,
  ...rest
}: TextProps) {
  return (
    <Element
      className={clsx('text', `text--${variant}`, `text--${weight}`, `text--${align}`, className)}
      {...rest}
    >
      {children}
    </Element>
  );
}
