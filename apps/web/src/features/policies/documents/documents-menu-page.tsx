import {
  PRODUCT_LABELS,
  type FeatureFlags,
  type ProductType,
  type ProfilePolicy,
} from '@wallet/domain';
import { useState } from 'react';
import { PATHS } from '../../../lib/paths';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { Card } from '../../../ui/card';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { LoadingUnderHero } from '../../../ui/loading-under-hero';
import { NoPoliciesNotice } from '../components/no-policies-notice';
import { PolicyRowLink } from '../components/policy-row';
import { noPolicyOfType, ProductChoices, type ProductChoice } from '../components/product-choices';
import { documentsLabel, enabledProducts, policiesOfType } from '../lib/policy-products';
import '../policies.css';

export const DOCUMENTS_TITLE = 'Documents';
const PANEL_ID = 'documents-policies';

type DocumentsMenuPageProps = {
  flags: FeatureFlags;
  policies: ProfilePolicy[];
  profileLoading: boolean;
};

/**
 * /documents (car-travel-payment.md 2 'Policy documents'): Car, Home and Travel Documents, each
 * shown by its product flag. A product with one policy opens that policy's documents at once; with
 * several, its policies are listed here, newest first, to choose from.
 */
export function DocumentsMenuPage({ flags, policies, profileLoading }: DocumentsMenuPageProps) {
  const [openType, setOpenType] = useState<ProductType | null>(null);
  const hero = (
    <PageHero title={DOCUMENTS_TITLE} lead="Choose a product to see your policy documents." />
  );
  // The title and lead first (decision 0041), as the manage page.
  if (profileLoading) {
    return <LoadingUnderHero hero={hero} label="Loading your policies" />;
  }

  const products = enabledProducts(flags);
  const hasPolicies = products.some((type) => policiesOfType(policies, type).length > 0);
  const choices = products.map((type): ProductChoice => {
    const owned = policiesOfType(policies, type);
    const label = documentsLabel(type);
    if (owned.length === 0) {
      return {
        type,
        label,
        action: { kind: 'unavailable', reason: noPolicyOfType(PRODUCT_LABELS[type]) },
      };
    }
    if (owned.length === 1) {
      return {
        type,
        label,
        action: { kind: 'link', to: PATHS.policyDocuments(owned[0]!.policy_id) },
      };
    }
    return {
      type,
      label,
      action: {
        kind: 'toggle',
        expanded: openType === type,
        controls: PANEL_ID,
        onToggle: () => setOpenType((open) => (open === type ? null : type)),
      },
    };
  });
  const listed = openType ? policiesOfType(policies, openType) : [];

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
          <div id={PANEL_ID}>
            {openType && listed.length > 0 && (
              <section className="policies-panel" aria-labelledby={`${PANEL_ID}-title`}>
                <h2 id={`${PANEL_ID}-title`} className="policies-heading">
                  Your {PRODUCT_LABELS[openType].toLowerCase()} policies
                </h2>
                <ul className="policy-rows">
                  {listed.map((policy) => (
                    <li key={policy.policy_id}>
                      <PolicyRowLink
                        type={openType}
                        policy={policy}
                        to={PATHS.policyDocuments(policy.policy_id)}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </Card>
        <div className="policies-actions">
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}
