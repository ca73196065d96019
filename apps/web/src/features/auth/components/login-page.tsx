import {
  ACCOUNT_MESSAGES,
  LOGIN_BENEFITS,
  LOGIN_BENEFITS_INTRO,
  PRODUCT_NAME,
  WORDS,
} from '@wallet/domain';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { Card } from '../../../ui/card';
import { CheckIcon, UserIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { Spinner } from '../../../ui/spinner';
import type { NextSignInStep } from '../lib/after-sign-in';
import { emailFrom, emailVerifiedFrom } from './account-layout';
import { LoginForm } from './login-form';
import { PASSWORD_RESET_DONE } from './login-texts';
import './account-screens.css';
import './login-page.css';

/** Only a sign-in that needs an SMS code and has no number reaches it: it loads then. */
const MobileNumberStep = lazy(() =>
  import('./mobile-number-step').then((module) => ({ default: module.MobileNumberStep })),
);

export const LOGIN_TITLE = `${WORDS.logIn} to your ${PRODUCT_NAME}`;

/**
 * The login screen, also shown in place of a private page when nobody is signed in. After
 * sign-in the visitor goes to the page they were sent here from, or to the wallet; a sign-in that
 * needs an SMS code goes through the mobile-number step or the code screen first.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [mobileStep, setMobileStep] = useState(false);
  const passwordReset =
    (location.state as { passwordReset?: boolean } | null)?.passwordReset === true;
  const emailVerified = emailVerifiedFrom(location.state);

  const onStep = (next: NextSignInStep) => {
    if (next.step === 'signed-in') navigate(next.target, { replace: true });
    else if (next.step === 'new-password') navigate(PATHS.newPassword);
    else if (next.step === 'confirm-code') navigate(PATHS.confirmLoginCode);
    else setMobileStep(true);
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
          <Card
            as="section"
            accent="primary"
            aria-labelledby={mobileStep ? 'mobile-step-title' : 'login-form-title'}
          >
            {mobileStep ? (
              <Suspense fallback={<Spinner />}>
                <MobileNumberStep onCodeSent={() => navigate(PATHS.confirmLoginCode)} />
              </Suspense>
            ) : (
              <>
                <h2 id="login-form-title" className="login-page__card-title">
                  {WORDS.logIn}
                </h2>
                {passwordReset && (
                  <div role="status" className="account-form__notice">
                    <Notice tone="success">{PASSWORD_RESET_DONE}</Notice>
                  </div>
                )}
                {emailVerified && (
                  <div role="status" className="account-form__notice">
                    <Notice tone="success">{ACCOUNT_MESSAGES.emailVerified}</Notice>
                  </div>
                )}
                <LoginForm defaultEmail={emailFrom(location.state)} onStep={onStep} />
              </>
            )}
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
