import {
  formatEuro,
  insurerNameOf,
  isoToDisplayDate,
  type ProductType,
  type ProfilePolicy,
  policyNumberLabel,
  policyPaymentFacts,
} from '@wallet/domain';
import type { ReactNode } from 'react';
import { webProductOf } from '../../../lib/web-product';

/** A start date as the customer reads it (DD/MM/YYYY), or as sent when it is not a date. */
export function displayDate(isoDate: string): string {
  return isoToDisplayDate(isoDate) ?? isoDate;
}

/** A year's policy's premium is the annual one; a single trip's pays for the trip alone. */
function premiumLabel(type: ProductType): string {
  return webProductOf(type).premiumLabel;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DateFact({ term, isoDate }: { term: string; isoDate: string }) {
  return (
    <Fact term={term}>
      <time dateTime={isoDate}>{displayDate(isoDate)}</time>
    </Fact>
  );
}

function IdentifyingFacts({ type, policy }: { type: ProductType; policy: ProfilePolicy }) {
  return (
    <>
      <Fact term={policyNumberLabel(type)}>{policy.policy_number}</Fact>
      <Fact term="Reference">{policy.reference_number}</Fact>
      <DateFact term="Start date" isoDate={policy.start_date} />
    </>
  );
}

/** The facts that tell one policy from another: start date, number or code, and reference. */
export function PolicyFacts({ type, policy }: { type: ProductType; policy: ProfilePolicy }) {
  return (
    <dl className="policy-facts">
      <IdentifyingFacts type={type} policy={policy} />
    </dl>
  );
}

/**
 * A policy on its own page: the facts that tell it apart, then when it ends, who insures it, what
 * it costs (the annual premium, then how it is paid: issue 40) and what it covers. The insurer and the cover show only when the policy records them.
 */
export function PolicyDetails({ type, policy }: { type: ProductType; policy: ProfilePolicy }) {
  return (
    <dl className="policy-facts">
      <IdentifyingFacts type={type} policy={policy} />
      {/* A cancelled policy's end date is the last day of cover it was cancelled to (issue 43). */}
      {policy.status === 'cancelled' ? (
        <>
          <Fact term="Status">Cancelled</Fact>
          <DateFact term="Last day of cover" isoDate={policy.end_date} />
        </>
      ) : (
        <DateFact term="End date" isoDate={policy.end_date} />
      )}
      {policy.insurer && <Fact term="Insurer">{insurerNameOf(policy.insurer)}</Fact>}
      <Fact term={premiumLabel(type)}>{formatEuro(policy.premium_cents)}</Fact>
      {/* How it is paid, apart from the premium: a monthly plan's total and charge as such. */}
      {policy.payment &&
        policyPaymentFacts(policy.payment).map((fact) => (
          <Fact key={fact.label} term={fact.label}>
            {fact.value}
          </Fact>
        ))}
      {policy.cover && <Fact term="Cover">{policy.cover}</Fact>}
    </dl>
  );
}
