import { PRODUCT_LABELS, type FeatureFlags, type ProfilePolicy } from '@wallet/domain';
import type { ReactNode } from 'react';
import { PATHS } from '../../../lib/paths';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { Card } from '../../../ui/card';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { LoadingUnderHero } from '../../../ui/loading-under-hero';
import { NoPoliciesNotice } from '../components/no-policies-notice';
import { noPolicyOfType, ProductChoices, type ProductChoice } from '../components/product-choices';
import { enabledProducts, policiesOfType } from '../lib/policy-products';
import '../policies.css';

export const MANAGE_TITLE = 'Manage My Insurance';

type ManageDashboardPageProps = {
  flags: FeatureFlags;
  policies: ProfilePolicy[];
  profileLoading: boolean;
  /** More of the customer's account under the products (the agent activity link). */
  children?: ReactNode;
};

/**
 * /manage (platform.md 2.8): Car, Home and Travel, each shown by its product flag and disabled
 * without a policy of that type; each opens that product's list of policies.
 */
export function ManageDashboardPage({
  flags,
  policies,
  profileLoading,
  children,
}: ManageDashboardPageProps) {
  const hero = (
    <PageHero title={MANAGE_TITLE} lead="Choose the insurance you would like to manage." />
  );
  // The title and lead first, whoever is signed in: a returning customer's page is drawn with
  // them before its code runs (decision 0041).
  if (profileLoading) {
    return <LoadingUnderHero hero={hero} label="Loading your policies" />;
  }

  const products = enabledProducts(flags);
  const hasPolicies = products.some((type) => policiesOfType(policies, type).length > 0);
  const choices = products.map((type): ProductChoice => {
    const label = PRODUCT_LABELS[type];
    return {
      type,
      label,
      action:
        policiesOfType(policies, type).length > 0
          ? { kind: 'link', to: PATHS.managePolicies(type) }
          : { kind: 'unavailable', reason: noPolicyOfType(label) },
    };
  });

  return (
    <>
      {hero}
      <PageBody overlap narrow>
        <Card accent="primary">
          {hasPolicies ? (
            <ProductChoices choices={choices} label="Products" />
          ) : (
            <NoPoliciesNotice />
          )}
          {children}
        </Card>
        <div className="policies-actions">
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}
