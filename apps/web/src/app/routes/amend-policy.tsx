import { amendPolicyKindOf } from '@wallet/domain';
import { useParams } from 'react-router';
import { useFeatureFlags } from '../../features/flags';
import { AutoRenewalAmend } from '../../features/renewals/components/auto-renewal-amend';
import { AmendPolicyScreen } from '../../features/servicing';

/**
 * /wallet/amendPolicy/:type. The renewal kind ('Amend your automatic renewal') also lets the
 * customer turn automatic renewal on or off for a renewal waiting, as the renewal view does.
 */
export function Component() {
  const { type } = useParams();
  const flags = useFeatureFlags();
  const renewal = amendPolicyKindOf(type) === 'renewal';
  return (
    <AmendPolicyScreen>
      {renewal && <AutoRenewalAmend enabled={flags.home_renewal_enabled} />}
    </AmendPolicyScreen>
  );
}
