import type { ReactNode } from 'react';
import { PATHS } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { ArrowLeftIcon } from '../../../ui/icons';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ACCOUNT_TEXTS } from './account-texts';

/** A page that changes one of the customer's details: its title, lead, form, and the way back. */
export function ChangeDetailFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} lead={lead} />
      <PageBody overlap narrow>
        <div className="account account-form">{children}</div>
        <div className="account__back">
          <ButtonLink to={PATHS.account} variant="secondary" icon={<ArrowLeftIcon size={20} />}>
            {ACCOUNT_TEXTS.backToAccount}
          </ButtonLink>
        </div>
      </PageBody>
    </>
  );
}
