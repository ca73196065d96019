import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

type Look = {
  variant?: ButtonVariant;
  /** Stretches to the width of its container (the default on small screens for primary actions). */
  block?: boolean;
  icon?: ReactNode;
};

function classesFor({ variant = 'primary', block }: Look, className?: string) {
  return clsx('button', `button--${variant}`, block && 'button--block', className);
}

export function Button({
  variant,
  block,
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={classesFor({ variant, block }, className)} {...rest}>
      {icon}
      <span>{children}</span>
    </button>
  );
}

/** Something that navigates but looks like a button (a link is the right element for moving). */
export function ButtonLink({
  variant,
  block,
  icon,
  className,
  children,
  ...rest
}: Look & LinkProps) {
  return (
    <Link className={classesFor({ variant, block }, className)} {...rest}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
