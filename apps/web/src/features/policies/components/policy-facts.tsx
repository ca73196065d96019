import { isoToDisplayDate, type ProductType, type ProfilePolicy } from '@wallet/domain';
import { policyNumberLabel } from '../lib/policy-products';

/** A start date as the customer reads it (DD/MM/YYYY), or as sent when it is not a date. */
export function displayDate(isoDate: string): string {
  return isoToDisplayDate(isoDate) ?? isoDate;
}

/** The facts that tell one policy from another: start date, number or code, and reference. */
export function PolicyFacts({ type, policy }: { type: ProductType; policy: ProfilePolicy }) {
  return (
    <dl className="policy-facts">
      <div>
        <dt>{policyNumberLabel(type)}</dt>
        <dd>{policy.policy_number}</dd>
      </div>
      <div>
        <dt>Reference</dt>
        <dd>{policy.reference_number}</dd>
      </div>
      <div>
        <dt>Start date</dt>
        <dd>
          <time dateTime={policy.start_date}>{displayDate(policy.start_date)}</time>
        </dd>
      </div>
    </dl>
  );
}
