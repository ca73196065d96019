import { PRODUCT_LABELS, type ProductType, type ProfilePolicy } from '@wallet/domain';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { Card } from '../../../ui/card';
import { ProductIcon } from '../../../ui/icons';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { LoadingUnderHero } from '../../../ui/loading-under-hero';
import { NoPoliciesNotice } from '../components/no-policies-notice';
import { PolicyRowButton } from '../components/policy-row';
import { policiesOfType } from '../lib/policy-products';
import { rememberSelectedPolicy } from '../lib/selected-policy';
import { BackToManageLink } from './back-to-manage-link';
import { MANAGE_TITLE } from './manage-dashboard-page';
import '../policies.css';
import { productIconOf } from '../../../lib/web-product';

export const policiesTitle = (type: ProductType) => `Your ${PRODUCT_LABELS[type]} Policies`;

type MultiplePoliciesPageProps = {
  type: ProductType;
  policies: ProfilePolicy[];
  profileLoading: boolean;
};

// Says what the policy's page offers as well: drawn before any code runs (decision 0041), the
// lead must be the page's largest text, or a short list's footer, painted late, would be.
const CHOOSE_POLICY =
  'Choose the policy you would like to manage: see its cover and documents, change it, claim on it or leave it.';

/**
 * /manage/viewMultiplePolicies/{type} (platform.md 2.8): the customer's policies of one type,
 * newest start date first. Choosing one remembers it and opens its Manage My Insurance page.
 */
export function MultiplePoliciesPage({
  type,
  policies,
  profileLoading,
}: MultiplePoliciesPageProps) {
  const navigate = useNavigate();
  const hero = (lead?: string) => (
    <PageHero
      eyebrow={MANAGE_TITLE}
      title={policiesTitle(type)}
      lead={lead}
      icon={<ProductIcon product={productIconOf(type)} size={40} />}
    />
  );
  // The title and lead first (decision 0041): the lead a customer with policies of the type sees,
  // as nearly every customer who opens the list has (the manage page links only to those).
  if (profileLoading) {
    return <LoadingUnderHero hero={hero(CHOOSE_POLICY)} label="Loading your policies" />;
  }

  const owned = policiesOfType(policies, type);
  const choose = (policy: ProfilePolicy) => {
    rememberSelectedPolicy(type, policy.policy_id);
    void navigate(PATHS.manageProduct(type));
  };

  return (
    <>
      {hero(owned.length > 0 ? CHOOSE_POLICY : undefined)}
      <PageBody overlap narrow>
        <Card accent="primary">
          {owned.length > 0 ? (
            <ul className="policy-rows" aria-label={policiesTitle(type)}>
              {owned.map((policy) => (
                <li key={policy.policy_id}>
                  <PolicyRowButton type={type} policy={policy} onSelect={() => choose(policy)} />
                </li>
              ))}
            </ul>
          ) : (
            <NoPoliciesNotice />
          )}
        </Card>
        <div className="policies-actions">
          <BackToManageLink to={PATHS.manage} label={`Back to ${MANAGE_TITLE}`} />
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}
