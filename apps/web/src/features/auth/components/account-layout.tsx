import type { ReactNode } from 'react';
import { Card } from '../../../ui/card';
import { UserIcon } from '../../../ui/icons';
import { PageBody, PageHero } from '../../../ui/page-layout';
import './account-screens.css';

/** The frame of the account screens: the page title in the hero, the form on a card below. */
export function AccountLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} lead={lead} icon={<UserIcon size={36} />} />
      <PageBody overlap narrow>
        <Card accent="primary" className="account-card">
          {children}
        </Card>
      </PageBody>
    </>
  );
}

/**
 * What the account screens pass along: the e-mail address (verify -> login, login -> verify) and
 * whether the screen before has just verified it.
 */
export type AccountLocationState = { email?: string; emailVerified?: boolean } | null;

export function emailFrom(state: unknown): string {
  const email = (state as AccountLocationState)?.email;
  return typeof email === 'string' ? email : '';
}

export function emailVerifiedFrom(state: unknown): boolean {
  return (state as AccountLocationState)?.emailVerified === true;
}
