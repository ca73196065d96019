import {
  PRODUCT_LABELS,
  type FeatureFlags,
  type ProductType,
  type ProfilePolicy,
  policyNumberLabel,
  productFacts,
  irishToday,
} from '@wallet/domain';
import { Navigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { productIconOf, webProductOf } from '../../../lib/web-product';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ProductIcon } from '../../../ui/icons';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { PageSpinner } from '../../../ui/spinner';
import { CardPaymentsCard } from '../components/card-payments-card';
import { DirectDebitsCard } from '../components/direct-debits-card';
import { PolicyDetails } from '../components/policy-facts';
import { canClaimOnline } from '../lib/claims-online';
import { canChangeOnline } from '../lib/policy-changes';
import { policiesOfType } from '../lib/policy-products';
import { readSelectedPolicy } from '../lib/selected-policy';
import { SERVICING_PATHS } from '../lib/servicing-paths';
import { ClaimsInProgress } from '../claims/list/claims-in-progress';
import { BackToManageLink } from './back-to-manage-link';
import { MANAGE_TITLE } from './manage-dashboard-page';
import { endingActionsOf, PolicyEndingCard } from './policy-ending-card';
import '../policies.css';

/** A button of the product page; `state` is what the next page is handed in its history entry. */
type ManageAction = { label: string; to: string; state?: unknown };

/** platform.md 2.8: the product page's buttons, in the spec's order, for one policy. */
export function manageActions({
  type,
  policy,
  showRenewals,
  today,
}: {
  type: ProductType;
  policy: ProfilePolicy;
  showRenewals: boolean;
  /** YYYY-MM-DD, Irish time. */
  today: string;
}): ManageAction[] {
  const actions: (ManageAction | false)[] = [
    // The renewal view opens this policy's offer.
    productFacts(type).renewsOnline &&
      showRenewals && {
        label: 'View Renewals',
        to: SERVICING_PATHS.viewRenewals(type),
        state: { renewal: true, policyId: policy.policy_id },
      },
    { label: 'View documents', to: PATHS.policyDocuments(policy.policy_id) },
    // The product's call-us pages (car's breakdown, travel's medical assistance).
    ...webProductOf(type).assistancePages.map(({ label, page }) => ({
      label,
      to: SERVICING_PATHS[page](type),
    })),
    // Issue 44: made online while the policy can be claimed on (started, ended within the
    // year); the claims line stays on the Submit a claim page.
    canClaimOnline(type, policy, today) && {
      label: 'Make a claim',
      to: SERVICING_PATHS.makeClaim(type),
    },
    { label: 'Submit a claim', to: SERVICING_PATHS.submitClaim(type) },
    // Issue 45: a complaint about this policy, the policy chosen already.
    {
      label: 'Make a complaint',
      to: `${PATHS.makeComplaint}?${new URLSearchParams({ policy: policy.policy_id })}`,
    },
    // Issue 43: priced and made online; amending by phone stays for everything else.
    canChangeOnline(type, policy, today) && {
      label: 'Change my policy',
      to: SERVICING_PATHS.changePolicy(type),
    },
    { label: 'Amend my policy', to: SERVICING_PATHS.amendPolicy(type) },
  ];
  return actions.filter((action): action is ManageAction => action !== false);
}

type ManageProductPageProps = {
  type: ProductType;
  policies: ProfilePolicy[];
  profileLoading: boolean;
  flags: FeatureFlags;
  /**
   * The policies with a renewal offer open (the renewal offers call): View Renewals shows for
   * these only. None while the call has not answered.
   */
  renewalPolicyIds?: readonly string[];
  /** YYYY-MM-DD, Irish time: whether the withdrawal period or the policy still runs. */
  today?: string;
  /** A policy changed here (automatic renewal stopped): the profile is fetched again. */
  onPolicyChanged?: () => void;
};

/**
 * /manage/product/{type} (platform.md 2.8): what the customer can do with the policy they chose
 * in the list. Without a chosen policy of theirs, the list is where they choose one.
 */
export function ManageProductPage({
  type,
  policies,
  profileLoading,
  flags,
  renewalPolicyIds = [],
  today = irishToday(),
  onPolicyChanged,
}: ManageProductPageProps) {
  if (profileLoading) return <PageSpinner label="Loading your policy" />;
  const selectedId = readSelectedPolicy(type);
  const policy = policiesOfType(policies, type).find(
    (candidate) => candidate.policy_id === selectedId,
  );
  if (!policy) return <Navigate to={PATHS.managePolicies(type)} replace />;

  const label = PRODUCT_LABELS[type];
  const actions = manageActions({
    type,
    policy,
    showRenewals: renewalPolicyIds.includes(policy.policy_id) && flags.home_renewal_enabled,
    today,
  });

  return (
    <>
      <PageHero
        eyebrow={MANAGE_TITLE}
        title={`${label} Insurance`}
        lead={`${policyNumberLabel(type)} ${policy.policy_number}`}
        icon={<ProductIcon product={productIconOf(type)} size={40} />}
      />
      <PageBody overlap narrow>
        <Card as="section" accent="primary" aria-labelledby="manage-policy-title">
          <h2 id="manage-policy-title" className="policies-heading">
            Your policy
          </h2>
          <PolicyDetails type={type} policy={policy} />
        </Card>
        <DirectDebitsCard policy={policy} />
        <CardPaymentsCard policy={policy} />
        <ClaimsInProgress policy={policy} />
        {endingActionsOf(policy, today).any && (
          <PolicyEndingCard
            type={type}
            policy={policy}
            today={today}
            onPolicyChanged={onPolicyChanged}
          />
        )}
        <Card as="section" className="manage-actions-card" aria-labelledby="manage-actions-title">
          <h2 id="manage-actions-title" className="policies-heading">
            What would you like to do?
          </h2>
          <ul className="manage-actions">
            {actions.map((action) => (
              <li key={action.label}>
                <ButtonLink to={action.to} state={action.state} variant="secondary" block>
                  {action.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </Card>
        <div className="policies-actions">
          <BackToManageLink
            to={PATHS.managePolicies(type)}
            label={`Back to your ${label.toLowerCase()} policies`}
          />
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}
