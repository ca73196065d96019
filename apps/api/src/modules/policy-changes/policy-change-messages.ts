/** The e-mail a change sends, and how its endorsement schedule is filed. */
import {
  debitsInWords,
  formatEuro,
  isoToDisplayDate,
  policyDocumentsPath,
  type ChangeSettlement,
  type Collection,
  type PolicyChangeLine,
} from '@wallet/domain';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { customerEmail, type Buyer } from '../checkout/index.js';

export const POLICY_CHANGE_TEMPLATE = 'policy-changed';
/** Filed under this business process beside the policy's other documents. */
export const CHANGE_BUSINESS_PROCESS = 'MID_TERM_ADJUSTMENT';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

export interface MadeChange {
  productName: string;
  policyNumberLabel: string;
  policyNumber: string;
  policyId: string;
  version: number;
  effectiveDate: string;
  newAnnualCents: number;
  adjustmentCents: number;
  /** What happened to the money, in words. */
  money: string;
  lines: PolicyChangeLine[];
}

/**
 * What became of the money, in one sentence; when the debits carry it, the debits it rides on
 * (the change's e-mail is their advance notice, DEBIT_NOTICE_DAYS).
 */
export function changeMoneyInWords(
  settlement: ChangeSettlement,
  adjustmentCents: number,
  refundBy: string | null,
  debits: readonly Collection[] | null = null,
): string {
  const amount = formatEuro(Math.abs(adjustmentCents));
  const onDebits = debits?.length
    ? ` Your direct debits with this change: ${debitsInWords(debits)}.`
    : '';
  switch (settlement) {
    case 'card_charged':
      return `We have taken ${amount} from your card for the rest of your policy period.`;
    case 'added_to_instalments':
      return `${amount} is added to your remaining monthly direct debits.${onDebits}`;
    case 'card_refund':
      return `We will refund ${amount} to the card you paid with by ${displayDate(refundBy ?? '')}.`;
    case 'instalments_reduced':
      return `Your remaining monthly direct debits are reduced by ${amount} in all.${onDebits}`;
    case 'bank_refund':
      return `We will refund ${amount} to the bank account your direct debits come from by ${displayDate(refundBy ?? '')}.`;
    case 'none':
      return 'Your premium does not change.';
  }
}

export function policyChangedEmail(
  to: Buyer,
  made: MadeChange,
  publicOrigin: string,
): OutgoingMessage {
  return customerEmail(to, POLICY_CHANGE_TEMPLATE, `Your ${made.productName} policy is changed`, [
    `Your ${made.productName} (${made.policyNumberLabel}: ${made.policyNumber}) is changed from ${displayDate(made.effectiveDate)}.`,
    '',
    ...made.lines.map((line) => `${line.label}: ${line.before} → ${line.after}`),
    '',
    `New annual premium: ${formatEuro(made.newAnnualCents)}`,
    made.money,
    '',
    `Your endorsement schedule (version ${made.version} of your policy) is among your policy documents:`,
    `${publicOrigin}${policyDocumentsPath(made.policyId)}`,
  ]);
}
