import { MESSAGES, PHONE } from '@wallet/domain';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { ContactButton } from '../../ui/contact-button';
import { Logo } from '../../ui/logo';
import './footer.css';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo />
          <p>Home, car and travel insurance, managed in one place.</p>
        </div>
        <div className="site-footer__help">
          <h2 className="site-footer__title">Need help?</h2>
          <p>{MESSAGES.linesOpen}</p>
          <ContactButton
            contact={{ type: 'phone', phoneNumber: PHONE.sales }}
            variant="secondary"
          />
        </div>
        <nav aria-label="Footer" className="site-footer__links">
          <h2 className="site-footer__title">Your insurance</h2>
          <ul>
            <li>
              <Link to={PATHS.wallet}>Your wallet</Link>
            </li>
            <li>
              <Link to={PATHS.manage}>Manage your insurance</Link>
            </li>
            <li>
              <Link to={PATHS.renewPolicy}>Renew a policy</Link>
            </li>
            <li>
              <Link to={PATHS.agentActions}>Agent activity on your account</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
