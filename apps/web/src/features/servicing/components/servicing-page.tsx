import type { ServicingPage as ServicingContent } from '@wallet/domain';
import type { ReactNode } from 'react';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { Card } from '../../../ui/card';
import { ContactButton } from '../../../ui/contact-button';
import { PageBody, PageHero } from '../../../ui/page-layout';
import './servicing.css';

/** One call-us page: what to call about, the number as a tel: button, and a way home. */
export function ServicingPage({
  content,
  icon,
  children,
}: {
  content: ServicingContent;
  icon: ReactNode;
  /** What the customer can do here themselves, after the ways to call (a renewal's switch). */
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero title={content.title} icon={icon} />
      <PageBody overlap narrow>
        <Card accent="primary" className="servicing-card">
          <p className="servicing-card__intro">{content.intro}</p>
          <ul className="servicing-card__contacts">
            {content.contacts.map((contact) => (
              <li key={contact.phoneNumber}>
                <ContactButton
                  contact={{ type: 'phone', phoneNumber: contact.phoneNumber }}
                  label={contact.label}
                />
              </li>
            ))}
          </ul>
          {content.notes.map((note) => (
            <p key={note} className="servicing-card__note">
              {note}
            </p>
          ))}
        </Card>
        {children}
        <div className="servicing-actions">
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}
