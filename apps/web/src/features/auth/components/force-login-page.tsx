import { PRODUCT_NAME, WORDS } from '@wallet/domain';
import { PATHS } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { AccountLayout } from './account-layout';

export const FORCE_LOGIN_TITLE = `${WORDS.logIn} to continue`;
export const FORCE_LOGIN_EXPLANATION = `To make a payment you need to be registered for the ${PRODUCT_NAME}. ${WORDS.logIn} if you already have an account, or Sign Up to create one. You will then come back to your payment.`;

/**
 * platform.md 2.4 Force login: payment needs wallet registration. The forced-login record stored
 * before coming here tells login where to return.
 */
export function ForceLoginPage() {
  return (
    <AccountLayout title={FORCE_LOGIN_TITLE}>
      <p>{FORCE_LOGIN_EXPLANATION}</p>
      <div className="account-form__actions">
        <ButtonLink to={PATHS.login} block>
          {WORDS.logIn}
        </ButtonLink>
        <ButtonLink to={PATHS.signUp} variant="secondary" block>
          Sign Up
        </ButtonLink>
      </div>
    </AccountLayout>
  );
}
