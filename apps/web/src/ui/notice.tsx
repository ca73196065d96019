import clsx from 'clsx';
import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon } from './icons';
import './notice.css';

/** A highlighted line of information or warning inside a page. */
export function Notice({
  tone = 'info',
  children,
  className,
}: {
  tone?: 'info' | 'warning';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'warning' ? AlertIcon : InfoIcon;
  return (
    <div className={clsx('notice', `notice--${tone}`, className)}>
      <Icon size={22} className="notice__icon" />
      <div className="notice__body">{children}</div>
    </div>
  );
}
