import {
  boughtProductTypes,
  OFFLINE_PRODUCTS,
  PRODUCT_TYPES,
  type OfflineProduct,
  type ProductType,
} from '@wallet/domain';
import { Navigate, useParams } from 'react-router';
import { useFeatureFlags } from '../../features/flags';
import { useProfile } from '../../features/profile';
import { OfflineProductLanding, ProductLanding } from '../../features/wallet';
import { PATHS } from '../../lib/paths';

/** /wallet/product/{type}: sold products get the quote and manage actions; others a phone number. */
export function Component() {
  const { type = '' } = useParams();
  const flags = useFeatureFlags();
  const { profile, isLoading } = useProfile();

  if ((OFFLINE_PRODUCTS as readonly string[]).includes(type)) {
    return <OfflineProductLanding product={type as OfflineProduct} />;
  }
  if (!(PRODUCT_TYPES as readonly string[]).includes(type))
    return <Navigate to={PATHS.wallet} replace />;
  return (
    <ProductLanding
      type={type as ProductType}
      flags={flags}
      boughtProducts={boughtProductTypes(profile)}
      profileLoading={isLoading}
    />
  );
}
