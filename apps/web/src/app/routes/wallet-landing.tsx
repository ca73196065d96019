import { useFeatureFlags } from '../../features/flags';
import { useProfile } from '../../features/profile';
import { HomeResumeCard } from '../../features/home/resume';
import { YourPoliciesCard } from '../../features/policies/landing';
import { WalletLanding } from '../../features/wallet';
import { isAgent, useSession } from '../../lib/session';

/** /wallet: the landing page with the signed-in customer's first name. */
export function Component() {
  const flags = useFeatureFlags();
  const session = useSession();
  const { profile } = useProfile();
  const signedIn = session.status === 'signed-in';
  const firstName = signedIn ? profile.first_name || session.user?.given_name || null : null;
  const agent = isAgent(session.user);
  return (
    <WalletLanding firstName={firstName} flags={flags} signedIn={signedIn} agent={agent}>
      {signedIn && !agent && <YourPoliciesCard policies={profile.policies} />}
      <HomeResumeCard enabled={signedIn && flags.home_resume_enabled && !agent} />
    </WalletLanding>
  );
}
