import {
  amendPolicyKindOf,
  amendPolicyPage,
  breakdownAssistancePage,
  medicalAssistancePage,
  PRODUCT_TYPES,
  renewPolicyPage,
  submitClaimPage,
  type ProductType,
} from '@wallet/domain';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { webProductOf } from '../../../lib/web-product';
import { CarIcon, HealthIcon, PhoneIcon, ProductIcon, ShieldIcon } from '../../../ui/icons';
import { ServicingPage } from './servicing-page';

/**
 * /wallet/amendPolicy/{type}: renewal, travel, car or other; `children` is what the customer can
 * change here themselves (the renewal's automatic renewal).
 */
export function AmendPolicyScreen({ children }: { children?: ReactNode }) {
  const { type } = useParams();
  return (
    <ServicingPage
      content={amendPolicyPage(amendPolicyKindOf(type))}
      icon={<PhoneIcon size={36} />}
    >
      {children}
    </ServicingPage>
  );
}

/** /wallet/breakdownAssistance/{type?} (car). */
export function BreakdownAssistanceScreen() {
  return <ServicingPage content={breakdownAssistancePage()} icon={<CarIcon size={40} />} />;
}

/** /wallet/renewPolicy/{type?}. */
export function RenewPolicyScreen() {
  return <ServicingPage content={renewPolicyPage()} icon={<ShieldIcon size={36} />} />;
}

/** /wallet/medicalAssistance/{type?} (travel). */
export function MedicalAssistanceScreen() {
  return <ServicingPage content={medicalAssistancePage()} icon={<HealthIcon size={36} />} />;
}

/** /wallet/submitClaim/{type}: home, car or travel. */
export function SubmitClaimScreen() {
  const { type } = useParams();
  if (!(PRODUCT_TYPES as readonly string[]).includes(type ?? '')) {
    return <Navigate to={PATHS.wallet} replace />;
  }
  const product = type as ProductType;
  const claimIcon = webProductOf(product).claimPageIcon;
  const icon =
    claimIcon === 'shield' ? (
      <ShieldIcon size={36} />
    ) : (
      <ProductIcon product={claimIcon} size={40} />
    );
  return <ServicingPage content={submitClaimPage(product)} icon={icon} />;
}
