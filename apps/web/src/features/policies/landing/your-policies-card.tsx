import {
  PRODUCT_LABELS,
  policiesNewestFirst,
  productTypeOf,
  type ProfilePolicy,
  irishToday,
} from '@wallet/domain';
import type { ReactNode } from 'react';
import { PATHS } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PolicyFacts } from '../components/policy-facts';
import { canClaimOnline } from '../lib/claims-online';
import { SERVICING_PATHS } from '../lib/servicing-paths';
import { policyPeriodLabels } from './policy-periods';
import '../policies.css';
import './your-policies-card.css';

export const YOUR_POLICIES_TEXTS = {
  title: 'Your policies',
  insurance: (product: string) => `${product} Insurance`,
  viewDocuments: 'View documents',
  makeClaim: 'Make a claim',
  manage: 'Manage My Insurance',
} as const;

/**
 * A signed-in customer's policies on the landing page, newest first, each with the way to its
 * documents: what was just bought is there the moment the purchase completes.
 */
export function YourPoliciesCard({
  policies,
  noteOf,
  today = irishToday(),
}: {
  policies: readonly ProfilePolicy[];
  /** What else the wallet says of a policy (a renewal waiting), under its facts. */
  noteOf?: (policy: ProfilePolicy, name: string) => ReactNode;
  /** YYYY-MM-DD, Irish time: whether a claim can be made online today. */
  today?: string;
}) {
  if (policies.length === 0) return null;
  // A policy and its renewal are both here until the renewed period ends: each says which it is.
  const periods = policyPeriodLabels(policies);
  const nameOf = (policy: ProfilePolicy) =>
    YOUR_POLICIES_TEXTS.insurance(PRODUCT_LABELS[productTypeOf(policy.policy_type)]);
  // Two policies of one product share its name: each region names its policy's number too.
  const names = policies.map(nameOf);
  const sharedNames = new Set(names.filter((name, index) => names.indexOf(name) !== index));
  return (
    <Card as="section" accent="primary" aria-labelledby="your-policies-title">
      <h2 id="your-policies-title" className="your-policies__title">
        {YOUR_POLICIES_TEXTS.title}
      </h2>
      <ul className="your-policies">
        {policiesNewestFirst([...policies]).map((policy) => {
          const type = productTypeOf(policy.policy_type);
          const name = nameOf(policy);
          const headingId = `your-policy-${policy.policy_id}`;
          const period = periods.get(policy.policy_id);
          const which = `${name} ${policy.policy_number}${period ? `, ${period}` : ''}`;
          return (
            <li key={policy.policy_id} className="your-policies__item">
              {/* Two periods of one policy share its name: the region names its period too. */}
              <section
                {...(period
                  ? { 'aria-label': `${name}, ${period}` }
                  : sharedNames.has(name)
                    ? { 'aria-label': `${name} ${policy.policy_number}` }
                    : { 'aria-labelledby': headingId })}
              >
                <h3 id={headingId} className="your-policies__name">
                  {name}
                  {period && (
                    <>
                      {' '}
                      <span className="your-policies__period">{period}</span>
                    </>
                  )}
                </h3>
                <PolicyFacts type={type} policy={policy} />
                {noteOf?.(policy, `${name} ${policy.policy_number}`)}
                <div className="your-policies__actions">
                  <ButtonLink to={PATHS.policyDocuments(policy.policy_id)} variant="secondary">
                    {YOUR_POLICIES_TEXTS.viewDocuments}{' '}
                    <span className="visually-hidden">{`of ${which}`}</span>
                  </ButtonLink>
                  {canClaimOnline(type, policy, today) && (
                    // The link names its policy: opened in a new tab too, the claim is on it.
                    <ButtonLink
                      to={`${SERVICING_PATHS.makeClaim(type)}?${new URLSearchParams({ policy: policy.policy_id })}`}
                      variant="secondary"
                    >
                      {YOUR_POLICIES_TEXTS.makeClaim}{' '}
                      <span className="visually-hidden">{`on ${which}`}</span>
                    </ButtonLink>
                  )}
                </div>
              </section>
            </li>
          );
        })}
      </ul>
      <ButtonLink to={PATHS.manage} variant="link">
        {YOUR_POLICIES_TEXTS.manage}
      </ButtonLink>
    </Card>
  );
}
