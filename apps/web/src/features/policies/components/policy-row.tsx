import { policyNumberLabel } from '@wallet/domain';
import type { ProductType, ProfilePolicy } from '@wallet/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../ui/icons';
import { displayDate } from './policy-facts';

/** One policy in a list: its number or code first, then when it started and its reference. */
function RowContent({ type, policy }: { type: ProductType; policy: ProfilePolicy }) {
  return (
    <>
      <span className="policy-row__text">
        <span className="policy-row__number">
          {policyNumberLabel(type)} {policy.policy_number}
        </span>
        <span className="policy-row__meta">
          <span>
            Start date <time dateTime={policy.start_date}>{displayDate(policy.start_date)}</time>
          </span>
          <span>Reference {policy.reference_number}</span>
        </span>
      </span>
      <ChevronRightIcon size={20} className="policy-row__chevron" />
    </>
  );
}

type RowProps = { type: ProductType; policy: ProfilePolicy };

/**
 * The row's name, said as one phrase. It starts with the visible number (WCAG 2.5.3) and keeps
 * the pieces apart, which the row's separate lines of text would not do when read as one name.
 */
function rowName({ type, policy }: RowProps): string {
  return [
    `${policyNumberLabel(type)} ${policy.policy_number}`,
    `Start date ${displayDate(policy.start_date)}`,
    `Reference ${policy.reference_number}`,
  ].join(', ');
}

export function PolicyRowLink({ to, ...row }: RowProps & { to: string }): ReactNode {
  return (
    <Link to={to} className="policy-row" aria-label={rowName(row)}>
      <RowContent {...row} />
    </Link>
  );
}

export function PolicyRowButton({ onSelect, ...row }: RowProps & { onSelect: () => void }) {
  return (
    <button type="button" className="policy-row" aria-label={rowName(row)} onClick={onSelect}>
      <RowContent {...row} />
    </button>
  );
}
