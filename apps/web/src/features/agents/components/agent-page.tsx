import type { ReactNode } from 'react';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { PageBody, PageHero } from '../../../ui/page-layout';
import '../agents.css';

export const WORKSPACE_EYEBROW = 'Agent workspace';

/** The frame of an agent screen: its title in the hero, its content, and the way back. */
export function AgentPage({
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
      <PageHero title={title} lead={lead} eyebrow={WORKSPACE_EYEBROW} />
      <PageBody overlap>
        <div className="agent-page">
          {children}
          <p className="agent-page__back">
            <BackToHomeLink />
          </p>
        </div>
      </PageBody>
    </>
  );
}
