import type { PolicyChangeApplied, ProductType } from '@wallet/domain';
import type { RefObject } from 'react';
import { PATHS } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { BackToManageLink } from '../manage/back-to-manage-link';
import { webProductOf } from '../../../lib/web-product';
import { CHANGE_TEXTS as TEXT, settlementDoneLine } from './change-texts';

/** The change made: the policy's new version, from when, its premium and the money's way. */
export function ChangeDone({
  type,
  applied,
  headingRef,
}: {
  type: ProductType;
  applied: PolicyChangeApplied;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { premiumLabel } = webProductOf(type);
  return (
    <Card as="section" accent="primary" aria-labelledby="change-step-title">
      <h2 id="change-step-title" className="policies-heading" ref={headingRef} tabIndex={-1}>
        {TEXT.doneStep}
      </h2>
      <div className="leaving-text">
        <p>{TEXT.versionLine(applied.version, applied.effective_date)}</p>
        <p>{TEXT.newPremiumLine(premiumLabel, applied.new_annual_premium_cents)}</p>
        <p className="leaving-result">{settlementDoneLine(applied)}</p>
        <p>{TEXT.emailed}</p>
      </div>
      <div className="leaving-buttons">
        <ButtonLink to={PATHS.policyDocuments(applied.policy_id)} variant="primary">
          {TEXT.documentsLink}
        </ButtonLink>
        <BackToManageLink to={PATHS.manageProduct(type)} label={TEXT.backToPolicy} />
      </div>
    </Card>
  );
}
