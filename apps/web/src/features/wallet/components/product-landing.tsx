import {
  MESSAGES,
  OFFLINE_PRODUCT_LABELS,
  OFFLINE_PRODUCTS,
  PHONE,
  isOnSale,
  productFacts,
  PRODUCT_LABELS,
  type FeatureFlags,
  type OfflineProduct,
  type ProductType,
} from '@wallet/domain';
import { PATHS, quoteStartPath } from '../../../lib/paths';
import { productIconOf, webProductOf } from '../../../lib/web-product';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ContactButton } from '../../../ui/contact-button';
import { ProductIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero, PageSection } from '../../../ui/page-layout';
import { ProductTile } from '../../../ui/product-tile';
import { Spinner } from '../../../ui/spinner';
import './wallet.css';

export const GET_QUOTES_LABEL = 'Get Quotes';
export const MANAGE_LABEL = 'Manage My Insurance';

type ProductLandingProps = {
  type: ProductType;
  flags: FeatureFlags;
  boughtProducts: Set<ProductType>;
  profileLoading: boolean;
};

/**
 * platform.md 2.1: 'Get Quotes' (home to the about-you step, others to the generic quote page)
 * and 'Manage My Insurance', enabled only if the profile shows a purchase of that type.
 */
export function ProductLanding({
  type,
  flags,
  boughtProducts,
  profileLoading,
}: ProductLandingProps) {
  const label = PRODUCT_LABELS[type];
  const onSale = isOnSale(productFacts(type), flags);
  const bought = boughtProducts.has(type);
  // platform.md 2.5: a product may add a note (travel is only sold online).
  const note = webProductOf(type).productPageNote;
  return (
    <>
      <PageHero
        eyebrow="Insurance"
        title={`${label} Insurance`}
        icon={<ProductIcon product={productIconOf(type)} size={40} />}
      />
      <PageBody overlap>
        <div className="product-actions">
          <Card as="section" accent="primary" aria-labelledby="product-quote-title">
            <h2 id="product-quote-title" className="wallet-card-title">
              New to {label.toLowerCase()} insurance with us?
            </h2>
            <p>Get a quote online in a few minutes.</p>
            <ButtonLink to={onSale ? quoteStartPath(type) : PATHS.comingSoon} block>
              {GET_QUOTES_LABEL}
            </ButtonLink>
          </Card>
          <Card as="section" accent="primary" aria-labelledby="product-manage-title">
            <h2 id="product-manage-title" className="wallet-card-title">
              Already insured with us?
            </h2>
            <p>View your policies and documents, make a claim or change your cover.</p>
            {profileLoading ? (
              <Spinner label="Loading your policies" />
            ) : bought ? (
              <ButtonLink to={PATHS.managePolicies(type)} variant="secondary" block>
                {MANAGE_LABEL}
              </ButtonLink>
            ) : (
              <Button variant="secondary" block disabled>
                {MANAGE_LABEL}
              </Button>
            )}
          </Card>
        </div>

        {note && (
          <Notice className="product-note">
            <p>{note}</p>
          </Notice>
        )}

        <OtherProducts />

        <div className="page-actions">
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}

/** platform.md 1: products not sold online are tiles that tell the customer to phone. */
function OtherProducts() {
  return (
    <PageSection title="Other insurance from us" className="other-products">
      <ul className="other-products__tiles" aria-label="Other products">
        {OFFLINE_PRODUCTS.map((product) => (
          <li key={product}>
            <ProductTile
              product={product}
              label={OFFLINE_PRODUCT_LABELS[product]}
              to={PATHS.product(product)}
              className="product-tile--compact"
            />
          </li>
        ))}
      </ul>
      <div className="other-products__help">
        <p>{MESSAGES.offlineProduct(PHONE.sales)}</p>
        <ContactButton
          contact={{ type: 'phone', phoneNumber: PHONE.sales }}
          label="Help line"
          variant="secondary"
        />
      </div>
    </PageSection>
  );
}

/** A product sold only by phone: the tile's page gives the number. */
export function OfflineProductLanding({ product }: { product: OfflineProduct }) {
  const label = OFFLINE_PRODUCT_LABELS[product];
  return (
    <>
      <PageHero
        eyebrow="Insurance"
        title={`${label} Insurance`}
        icon={<ProductIcon product={product} size={40} />}
      />
      <PageBody overlap narrow>
        <Card accent="primary">
          <p className="wallet-lead">{MESSAGES.offlineProduct(PHONE.sales)}</p>
          <ContactButton contact={{ type: 'phone', phoneNumber: PHONE.sales }} label="Help line" />
          <p className="wallet-muted">{MESSAGES.linesOpen}</p>
        </Card>
        <div className="page-actions">
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}
