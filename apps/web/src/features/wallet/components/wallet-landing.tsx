import type { ReactNode } from 'react';
import {
  LOGIN_BENEFITS,
  LOGIN_BENEFITS_INTRO,
  MESSAGES,
  PHONE,
  isOnSale,
  productFacts,
  PRODUCT_LABELS,
  type FeatureFlags,
  type ProductType,
} from '@wallet/domain';
import { Link } from 'react-router';
import { PATHS, quoteStartPath } from '../../../lib/paths';
import { productIconOf, webProducts } from '../../../lib/web-product';
import { Card } from '../../../ui/card';
import { ContactButton } from '../../../ui/contact-button';
import { CheckIcon } from '../../../ui/icons';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProductTile } from '../../../ui/product-tile';
import './wallet.css';

/** platform.md 2.5 gives this link's words; elsewhere the app says Log In. */
export const HAVE_ACCOUNT_LOGIN = 'Have an account? Login';

type WalletLandingProps = {
  firstName: string | null;
  flags: FeatureFlags;
  signedIn: boolean;
  agent: boolean;
  /** Cards of other features shown with the landing's own (the home resume card). */
  children?: ReactNode;
  /**
   * What the customer must see first, above the products (a renewal waiting): on a phone the
   * cards below the products are out of sight.
   */
  top?: ReactNode;
};

/** platform.md 2.5: which product cards the landing page shows. */
export function landingProducts(flags: FeatureFlags, agent: boolean): ProductType[] {
  return webProducts()
    .filter(
      ({ facts, landingTileWhenOff }) =>
        (landingTileWhenOff === 'coming-soon' || isOnSale(facts, flags)) &&
        (!agent || facts.soldByAgents),
    )
    .map(({ facts }) => facts.type);
}

/**
 * Where a product's tile leads. The product page is private (platform.md 2.1) for its Manage My
 * Insurance part, so a visitor's tile goes straight to Get Quotes, which visitors may start
 * (platform.md 6); a signed-in customer's tile opens the product page with both.
 */
export function productTileTarget(type: ProductType, flags: FeatureFlags, signedIn: boolean) {
  if (!isOnSale(productFacts(type), flags)) return PATHS.comingSoon;
  return signedIn ? PATHS.product(type) : quoteStartPath(type);
}

/** platform.md 2.5: the landing page at /wallet. */
export function WalletLanding({
  firstName,
  flags,
  signedIn,
  agent,
  children,
  top,
}: WalletLandingProps) {
  return (
    <>
      <PageHero title={MESSAGES.welcome(firstName)} lead={MESSAGES.tapToStart} />
      <PageBody overlap>
        {top}
        <ul className="wallet-tiles" aria-label="Products">
          {landingProducts(flags, agent).map((type) => {
            const comingSoon = !isOnSale(productFacts(type), flags);
            return (
              <li key={type}>
                <ProductTile
                  product={productIconOf(type)}
                  label={PRODUCT_LABELS[type]}
                  comingSoon={comingSoon}
                  to={productTileTarget(type, flags, signedIn)}
                />
              </li>
            );
          })}
        </ul>

        <div className="wallet-cards">
          {children}
          {!signedIn && (
            <Card as="section" accent="primary" aria-labelledby="wallet-benefits-title">
              <h2 id="wallet-benefits-title" className="wallet-card-title">
                {LOGIN_BENEFITS_INTRO}
              </h2>
              <ul className="wallet-benefits">
                {LOGIN_BENEFITS.map((benefit) => (
                  <li key={benefit}>
                    <CheckIcon size={20} className="wallet-benefits__tick" />
                    {benefit}
                  </li>
                ))}
              </ul>
              <p className="wallet-login">
                <Link to={PATHS.login}>{HAVE_ACCOUNT_LOGIN}</Link>
              </p>
            </Card>
          )}
          <Card as="section" accent="tertiary" aria-labelledby="wallet-help-title">
            <h2 id="wallet-help-title" className="wallet-card-title">
              Need help?
            </h2>
            <p>{MESSAGES.linesOpen}</p>
            <ContactButton contact={{ type: 'phone', phoneNumber: PHONE.sales }} label="Call us" />
          </Card>
        </div>
      </PageBody>
    </>
  );
}
