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

/** Where the account screens pass an e-mail address along (verify -> login, login -> verify). */
export type AccountLocationState = { email?: string } | null;

export function emailFrom(state: unknown): string {
  const email = (state as AccountLocationState)?.email;
  return typeof email === 'string' ? email : '';
}
