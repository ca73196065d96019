import {
  CLAIM_APPEAL_LINES,
  CLAIM_PAYOUT_ARRIVAL_DAYS,
  CLAIM_STAGE_LABELS,
  formatEuro,
  productFactsOfPolicyType,
  type ClaimHandlerActionRequest,
  type ClaimPayoutRoute,
  type PolicyType,
} from '@wallet/domain';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { customerEmail, type Buyer } from '../checkout/index.js';

export const CLAIM_STEP_TEMPLATE = 'claim-step';
export const CLAIM_MESSAGE_TEMPLATE = 'claim-message';

/** The claim an e-mail is about. */
export interface ClaimOfEmail {
  reference: string;
  policyType: PolicyType;
  policyNumber: string;
  kindLabel: string;
}

const productName = (policyType: PolicyType) =>
  `${productFactsOfPolicyType(policyType).label} Insurance`;

/** What a settlement pays and where: the approved amount, to the card or account on record. */
export interface SettlementOfEmail {
  amountCents: number;
  route: ClaimPayoutRoute;
  toLabel: string;
}

/** What each step tells the customer, beside the stage it moved to. */
function stepLines(
  action: ClaimHandlerActionRequest,
  settlement: SettlementOfEmail | null,
): string[] {
  switch (action.action) {
    case 'assess':
      return [
        'A claims handler is now assessing your claim.',
        ...(action.note ? ['', action.note.trim()] : []),
      ];
    case 'ask':
      return [
        'To go on with your claim, we need the following from you:',
        '',
        action.question.trim(),
        '',
        'You can answer, and send photos or documents, on your claim’s page under Your claims in your wallet.',
      ];
    case 'approve':
      return [
        `Your claim is approved. We will pay ${formatEuro(action.amount_cents)}, after the excess, within 10 business days.`,
        ...(action.note ? ['', action.note.trim()] : []),
      ];
    case 'settle':
      if (!settlement) throw new Error('a settlement says what it pays and where');
      if (settlement.route === 'outside') throw new Error('a settlement to an account has one');
      return [
        `Your claim is settled. We are paying ${formatEuro(settlement.amountCents)} to your ${settlement.toLabel}. It usually reaches you within ${CLAIM_PAYOUT_ARRIVAL_DAYS[settlement.route]} business ${CLAIM_PAYOUT_ARRIVAL_DAYS[settlement.route] === 1 ? 'day' : 'days'}.`,
        ...(action.note ? ['', action.note.trim()] : []),
      ];
    case 'settle_outside':
      if (!settlement) throw new Error('a settlement says what it pays and where');
      return [
        `Your claim is settled. We have paid you ${formatEuro(settlement.amountCents)}: ${action.paid_how.trim().replace(/\.+$/, '')}.`,
        ...(action.note ? ['', action.note.trim()] : []),
      ];
    case 'decline':
      return [
        'We are sorry: your claim is declined, for these reasons:',
        '',
        action.reasons.trim(),
        '',
        ...CLAIM_APPEAL_LINES,
      ];
  }
}

/** A step of the claim, e-mailed to its customer (issue 44: the customer is told at every step). */
export function claimStepEmail(
  to: Buyer,
  claim: ClaimOfEmail,
  action: ClaimHandlerActionRequest,
  stage: keyof typeof CLAIM_STAGE_LABELS,
  settlement: SettlementOfEmail | null = null,
): OutgoingMessage {
  return customerEmail(
    to,
    CLAIM_STEP_TEMPLATE,
    `Claim ${claim.reference}: ${CLAIM_STAGE_LABELS[stage]}`,
    [
      `Your ${claim.kindLabel.toLowerCase()} claim ${claim.reference} on ${productName(claim.policyType)} ${claim.policyNumber} is now: ${CLAIM_STAGE_LABELS[stage]}.`,
      '',
      ...stepLines(action, settlement),
      '',
      `For anything urgent, call us on ${productFactsOfPolicyType(claim.policyType).claims.phoneNumber}.`,
    ],
  );
}

/** The handler wrote on the claim's thread: the customer reads it on the claim's page. */
export function claimMessageEmail(to: Buyer, claim: ClaimOfEmail): OutgoingMessage {
  return customerEmail(
    to,
    CLAIM_MESSAGE_TEMPLATE,
    `Claim ${claim.reference}: a message from your claims handler`,
    [
      `Your claims handler has written to you about claim ${claim.reference}. Read it, and answer, on your claim's page under Your claims in your wallet.`,
    ],
  );
}
