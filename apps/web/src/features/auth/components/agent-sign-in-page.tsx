import {
  AGENT_SIGN_IN_REDIRECTING,
  AGENT_SIGN_IN_RETRY,
  STAFF_SSO_ERRORS,
  STAFF_SSO_START_PATH,
  type StaffSsoError,
} from '@wallet/domain';
import { useEffect } from 'react';
import { leaveApp } from '../../../lib/api-client';
import { ButtonLink } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { AccountLayout } from './account-layout';
import './agent-sign-in-page.css';

export const AGENT_SIGN_IN_TITLE = 'Agent sign-in';

/**
 * platform.md 2.2 and 4.1 step 7: branch staff sign in through the bank's staff directory, never
 * on the customers' login. The screen says so and sends the browser on to single sign-on; when a
 * sign-on has come back without a session, it says why and offers to try again instead.
 */
export function AgentSignInPage({ error }: { error: StaffSsoError | null }) {
  useEffect(() => {
    if (!error) leaveApp(STAFF_SSO_START_PATH);
  }, [error]);

  return (
    <AccountLayout title={AGENT_SIGN_IN_TITLE}>
      {error ? (
        <>
          <div role="alert" className="account-form__notice">
            <Notice tone="warning">{STAFF_SSO_ERRORS[error]}</Notice>
          </div>
          <div className="account-form__actions">
            {/* A server address: the browser leaves the app for the staff directory. */}
            <ButtonLink to={STAFF_SSO_START_PATH} reloadDocument block>
              {AGENT_SIGN_IN_RETRY}
            </ButtonLink>
          </div>
        </>
      ) : (
        <div className="agent-sign-in__redirecting">
          <span aria-hidden="true">
            <Spinner />
          </span>
          <p role="status">{AGENT_SIGN_IN_REDIRECTING}</p>
        </div>
      )}
    </AccountLayout>
  );
}
