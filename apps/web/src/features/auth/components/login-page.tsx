import { LOGIN_BENEFITS, LOGIN_BENEFITS_INTRO } from '@wallet/domain';
import { useNavigate } from 'react-router';
import { takeForcedLoginTarget } from '../../../lib/forced-login';
import { PATHS } from '../../../lib/paths';
import { Card } from '../../../ui/card';
import { CheckIcon, UserIcon } from '../../../ui/icons';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { LoginForm } from './login-form';
import './login-page.css';

export const LOGIN_TITLE = 'Log in to your Insurance Wallet';

/**
 * The login screen, also shown in place of a private page when nobody is signed in. After
 * sign-in the visitor goes to the page they were sent here from, or to the wallet.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const onSignedIn = () => {
    const target = takeForcedLoginTarget() ?? PATHS.wallet;
    navigate(target, { replace: true });
  };
  return (
    <>
      <PageHero
        title={LOGIN_TITLE}
        lead="Your home, car and travel insurance in one secure place."
        icon={<UserIcon size={36} />}
      />
      <PageBody overlap>
        <div className="login-page__grid">
          <Card as="section" accent="primary" aria-labelledby="login-form-title">
            <h2 id="login-form-title" className="login-page__card-title">
              Login
            </h2>
            <LoginForm onSignedIn={onSignedIn} />
          </Card>
          <Card as="aside" className="login-page__benefits" aria-labelledby="login-benefits-title">
            <h2 id="login-benefits-title" className="login-page__card-title">
              {LOGIN_BENEFITS_INTRO}
            </h2>
            <ul className="login-page__benefit-list">
              {LOGIN_BENEFITS.map((benefit) => (
                <li key={benefit}>
                  <span className="login-page__tick">
                    <CheckIcon size={18} />
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </PageBody>
    </>
  );
}
