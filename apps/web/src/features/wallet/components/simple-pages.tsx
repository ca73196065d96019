import { MESSAGES, PHONE } from '@wallet/domain';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { Card } from '../../../ui/card';
import { ContactButton } from '../../../ui/contact-button';
import { AlertIcon, CarIcon, ClockIcon } from '../../../ui/icons';
import { PageBody, PageHero } from '../../../ui/page-layout';
import './wallet.css';

/** /wallet/comingsoon, and every screen that has not opened yet. */
export function ComingSoonPage() {
  return (
    <>
      <PageHero title={MESSAGES.comingSoon} icon={<ClockIcon size={36} />} />
      <PageBody overlap narrow>
        <Card accent="tertiary">
          <p className="wallet-lead">{MESSAGES.linesOpen}</p>
          <ContactButton contact={{ type: 'phone', phoneNumber: PHONE.sales }} label="Call us" />
        </Card>
        <div className="page-actions">
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
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
    <>
      <PageHero title={MESSAGES.somethingWentWrong} icon={<AlertIcon size={36} />} />
      <PageBody overlap narrow>
        <Card accent="tertiary">
          <p className="wallet-lead">{MESSAGES.linesOpen}</p>
          <ContactButton contact={{ type: 'phone', phoneNumber: PHONE.sales }} label="Call us" />
        </Card>
        <div className="page-actions">
          <BackToHomeLink variant="primary" />
        </div>
      </PageBody>
    </>
  );
}
