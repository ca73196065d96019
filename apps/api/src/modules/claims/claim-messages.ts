import {
  CLAIM_STAGE_LABELS,
  formatEuro,
  isoToDisplayDate,
  productFactsOfPolicyType,
  type PolicyType,
} from '@wallet/domain';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { customerEmail, type Buyer } from '../checkout/index.js';

export const CLAIM_RECEIVED_TEMPLATE = 'claim-received';

/** What the received claim's e-mail says of it. */
export interface ReceivedClaim {
  reference: string;
  policyType: PolicyType;
  policyNumber: string;
  kindLabel: string;
  incidentDate: string;
  estimateCents: number;
}

/**
 * The claim's acknowledgement (issue 44): its reference, what it is about and what happens next,
 * with the claims line for anything urgent.
 */
export function claimReceivedEmail(to: Buyer, claim: ReceivedClaim): OutgoingMessage {
  const facts = productFactsOfPolicyType(claim.policyType);
  const productName = `${facts.label} Insurance`;
  return customerEmail(
    to,
    CLAIM_RECEIVED_TEMPLATE,
    `Claim ${claim.reference} received: ${productName} ${claim.policyNumber}`,
    [
      `We have received your claim. Its reference is ${claim.reference}.`,
      '',
      `Policy: ${productName} ${claim.policyNumber}`,
      `What happened: ${claim.kindLabel}`,
      `When: ${isoToDisplayDate(claim.incidentDate) ?? claim.incidentDate}`,
      `Your estimate: ${formatEuro(claim.estimateCents)}`,
      `Stage: ${CLAIM_STAGE_LABELS.received}`,
      '',
      'A claims handler will look at it and tell you how it is going within 10 business days. You can follow it under Your claims in your wallet.',
      `For anything urgent, call us on ${facts.claims.phoneNumber}.`,
    ],
  );
}
