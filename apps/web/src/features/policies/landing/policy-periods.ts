import type { ProfilePolicy } from '@wallet/domain';

/** How the wallet tells a policy's two periods apart while both are in it (issue 40). */
export const POLICY_PERIOD_TEXTS = {
  current: 'Current',
  renewedFrom: (date: string) => `Renewed from ${date}`,
  startsOn: (date: string) => `Starts ${date}`,
} as const;

/** YYYY-MM-DD as DD/MM/YYYY. */
const displayDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * The label of each policy that has a renewal in the wallet, or is one, by policy_id. A renewed
 * period stays in the wallet until it ends, beside its renewal: the period in force is 'Current';
 * its renewal with the same insurer (the same policy number) is 'Renewed from' its first day, and
 * the other insurer's policy that replaces it 'Starts' on that day. Other policies have none.
 */
export function policyPeriodLabels(policies: readonly ProfilePolicy[]): Map<string, string> {
  const byId = new Map(policies.map((policy) => [policy.policy_id, policy]));
  const labels = new Map<string, string>();
  for (const policy of policies) {
    const renewed = policy.renews_policy_id ? byId.get(policy.renews_policy_id) : undefined;
    if (!renewed) continue;
    labels.set(renewed.policy_id, POLICY_PERIOD_TEXTS.current);
    const start = displayDate(policy.start_date);
    labels.set(
      policy.policy_id,
      policy.policy_number === renewed.policy_number
        ? POLICY_PERIOD_TEXTS.renewedFrom(start)
        : POLICY_PERIOD_TEXTS.startsOn(start),
    );
  }
  return labels;
}
