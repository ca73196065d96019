import { lazy, Suspense } from 'react';
import { useFeatureFlags } from '../../features/flags';
import { useProfile } from '../../features/profile';
import { HomeResumeCard, useLatestHomeQuote } from '../../features/home/resume';
import { YourPoliciesCard } from '../../features/policies/landing';
import {
  RenewalDueNotice,
  RenewalsWaitingBanner,
  useRenewalOffers,
} from '../../features/renewals/landing';
import { WalletLanding } from '../../features/wallet';
import { Navigate } from 'react-router';
import { HANDLING_PATHS } from '../../features/policies/claims/handling/handling-paths';
import { isAgent, useSession } from '../../lib/session';
import { PageSpinner } from '../../ui/spinner';

/**
 * platform.md 2.6: an agent's landing. Its code loads only once an agent is signed in: the page a
 * visitor lands on carries none of it (decision 0008), and is drawn as before (decision 0017).
 */
const AgentLanding = lazy(() =>
  import('../../features/agents/landing').then((module) => ({ default: module.AgentLanding })),
);

/** /wallet: the landing page with the signed-in customer's first name. */
export function Component() {
  const flags = useFeatureFlags();
  const session = useSession();
  const { profile, isLoading: profileLoading } = useProfile();
  const signedIn = session.status === 'signed-in';
  const firstName = signedIn ? profile.first_name || session.user?.given_name || null : null;
  const agent = isAgent(session.user);
  // Staff have no policies or quotes of their own to show.
  const staff = agent || session.user?.role === 'claims_handler';
  // Issue 23: a home policy with a renewal waiting says so on the wallet.
  const renewals = useRenewalOffers(signedIn && !staff && flags.home_renewal_enabled);
  const { offers } = renewals;
  const resumeEnabled = signedIn && flags.home_resume_enabled && !staff;
  const latestHomeQuote = useLatestHomeQuote(resumeEnabled);
  // A returning customer's wallet is drawn whole once who they are, their policies, any renewal
  // and any quote to continue are known: drawn as a visitor's and then piece by piece, it jumped
  // as each arrived (issue 46).
  // An agent's landing needs none of them (its name is the session's).
  const drawnWhole =
    agent ||
    (!profileLoading && !renewals.isPending && !(resumeEnabled && latestHomeQuote.isPending));
  if (session.status === 'restoring') return <PageSpinner />;
  // A claims handler's wallet is the claims queue.
  if (signedIn && session.user?.role === 'claims_handler') {
    return <Navigate to={HANDLING_PATHS.queue} replace />;
  }
  if (signedIn && !drawnWhole) return <PageSpinner />;
  if (signedIn && agent) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AgentLanding
          firstName={session.user?.given_name || firstName}
          flags={flags}
          superAgent={session.user?.role === 'super_agent'}
        />
      </Suspense>
    );
  }
  return (
    <WalletLanding
      firstName={firstName}
      flags={flags}
      signedIn={signedIn}
      agent={agent}
      // Issue 40: a renewal waiting says so at the top, above the products and policies.
      top={signedIn && !agent && <RenewalsWaitingBanner offers={offers} />}
    >
      {signedIn && !agent && (
        <YourPoliciesCard
          policies={profile.policies}
          noteOf={(policy, name) => {
            const offer = offers.find((candidate) => candidate.policy_id === policy.policy_id);
            return offer && <RenewalDueNotice offer={offer} policyName={name} />;
          }}
        />
      )}
      <HomeResumeCard enabled={resumeEnabled} />
    </WalletLanding>
  );
}
