import clsx from 'clsx';
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';
import './notice.css';

const TONE_ICONS = { info: InfoIcon, warning: AlertIcon, success: CheckIcon } as const;

/** A highlighted line of information, warning or confirmation (something done) inside a page. */
export function Notice({
  tone = 'info',
  children,
  className,
}: {
  tone?: keyof typeof TONE_ICONS;
  children: ReactNode;
  className?: string;
}) {
  const Icon = TONE_ICONS[tone];
  return (
    <div className={clsx('notice', `notice--${tone}`, className)}>
      <Icon size={22} className="notice__icon" />
      <div className="notice__body">{children}</div>
    </div>
  );
}
