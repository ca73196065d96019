import type { ReactNode } from 'react';
import { MESSAGES, PHONE } from '@wallet/domain';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { Card } from '../../../ui/card';
import { ContactButton } from '../../../ui/contact-button';
import { AlertIcon, CarIcon, ClockIcon } from '../../../ui/icons';
import { PageBody, PageHero } from '../../../ui/page-layout';
import './wallet.css';

/** A page that can only offer the help line: its title, our opening hours and a call button. */
function HelpLinePage({
  title,
  icon,
  backVariant,
}: {
  title: string;
  icon: ReactNode;
  backVariant?: 'primary';
}) {
  return (
    <>
      <PageHero title={title} icon={icon} />
      <PageBody overlap narrow>
        <Card accent="tertiary">
          <p className="wallet-lead">{MESSAGES.linesOpen}</p>
          <ContactButton contact={{ type: 'phone', phoneNumber: PHONE.sales }} label="Call us" />
        </Card>
        <div className="page-actions">
          <BackToHomeLink variant={backVariant} />
        </div>
      </PageBody>
    </>
  );
}

/** /wallet/comingsoon, and every screen that has not opened yet. */
export function ComingSoonPage() {
  return <HelpLinePage title={MESSAGES.comingSoon} icon={<ClockIcon size={36} />} />;
}

/** car-travel-payment.md 1: new motor sales have stopped; existing policies continue. */
export function MotorHoldingPage() {
  const holding = MESSAGES.motorHolding;
  return (
    <>
      <PageHero title={holding.title} icon={<CarIcon size={40} />} />
      <PageBody overlap narrow>
        <Card accent="tertiary">
          <p className="wallet-lead">
            <strong>{holding.closed}</strong>
          </p>
          <p>{holding.existing}</p>
          <p>{holding.services}</p>
          <ContactButton
            contact={{ type: 'phone', phoneNumber: PHONE.servicesTeam }}
            label="Services team"
          />
          <p className="wallet-spaced">{holding.offer}</p>
          <ContactButton
            contact={{ type: 'phone', phoneNumber: PHONE.sales }}
            label="Redeem an offer"
            variant="secondary"
          />
        </Card>
        <div className="page-actions">
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}

/** platform.md 2.11: the generic error screen; render failures show the same. */
export function GenericErrorPage() {
  return (
    <HelpLinePage
      title={MESSAGES.somethingWentWrong}
      icon={<AlertIcon size={36} />}
      backVariant="primary"
    />
  );
}
