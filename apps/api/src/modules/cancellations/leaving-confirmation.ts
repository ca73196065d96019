/**
 * The acknowledgement of a withdrawal or cancellation, on a durable medium (Directive (EU)
 * 2023/2673): one set of lines for the PDF filed with the policy's documents and the e-mail.
 */
import {
  CANCELLATION_KIND_LABELS,
  formatEuro,
  isoToDisplayDate,
  policyNumberLabel,
  productFactsOfPolicyType,
  productTypeOf,
  type CancellationKind,
  type CancellationSettlement,
  type PolicyType,
} from '@wallet/domain';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import type {
  DocumentBlock,
  PolicyDocumentContent,
} from '../../adapters/documents/policy-documents-port.js';
import { customerEmail, type Buyer } from '../checkout/index.js';

export const LEAVING_TEMPLATES = {
  withdrawal: 'policy-withdrawal',
  cancellation: 'policy-cancellation',
} as const;

/** Filed under this business process beside the policy's other documents. */
export const LEAVING_BUSINESS_PROCESS = 'CANCELLATION';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/** 'DD/MM/YYYY at HH:MM', in Irish time. */
export function receivedInWords(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-IE', {
    timeZone: 'Europe/Dublin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} at ${part('hour')}:${part('minute')}`;
}

export interface ConfirmedLeaving {
  kind: CancellationKind;
  reference: string;
  receivedAt: Date;
  policyType: PolicyType;
  productName: string;
  policyNumber: string;
  settlement: CancellationSettlement;
  /** YYYY-MM-DD, or null when nothing is refunded. */
  refundBy: string | null;
}

/** What the settlement comes to, in one sentence. */
export function settlementInWords(
  settlement: CancellationSettlement,
  refundBy: string | null,
): string {
  const amount = formatEuro(Math.abs(settlement.settlement_cents));
  if (settlement.settlement_cents > 0) {
    const to =
      settlement.route === 'card'
        ? 'the card you paid with'
        : 'the bank account your direct debits come from';
    return `We will refund ${amount} to ${to} by ${displayDate(refundBy ?? settlement.last_day_of_cover)}.`;
  }
  if (settlement.settlement_cents < 0) {
    return `${amount} is still to pay for the cover you had; we will collect it once from your bank account.`;
  }
  return 'There is nothing to refund and nothing more to pay.';
}

function factsOf(leaving: ConfirmedLeaving): { label: string; value: string }[] {
  const s = leaving.settlement;
  return [
    { label: 'Reference', value: leaving.reference },
    { label: policyNumberLabel(productTypeOf(leaving.policyType)), value: leaving.policyNumber },
    { label: 'Received', value: receivedInWords(leaving.receivedAt) },
    { label: 'Last day of cover', value: displayDate(s.last_day_of_cover) },
    { label: 'Days of cover', value: `${s.days_of_cover} of ${s.days_in_period}` },
    { label: 'Premium', value: formatEuro(s.premium_cents) },
    { label: 'Paid', value: formatEuro(s.paid_cents) },
    { label: 'Cover given', value: formatEuro(s.cover_given_cents) },
    ...(s.kind === 'cancellation'
      ? [{ label: 'Cancellation fee', value: formatEuro(s.fee_cents) }]
      : []),
    {
      label: s.settlement_cents < 0 ? 'Still to pay' : 'Refund',
      value: formatEuro(Math.abs(s.settlement_cents)),
    },
  ];
}

function headline(leaving: ConfirmedLeaving): string {
  return leaving.kind === 'withdrawal'
    ? `You have withdrawn from your ${leaving.productName} contract.`
    : `Your ${leaving.productName} policy is cancelled.`;
}

function endOfCover(leaving: ConfirmedLeaving): string {
  const last = displayDate(leaving.settlement.last_day_of_cover);
  const voidNotice = productFactsOfPolicyType(leaving.policyType).proofOfCover?.voidNotice;
  return `Your cover ends at midnight at the end of ${last}.${voidNotice ? ` ${voidNotice}` : ''}${leaving.settlement.instalments_stopped ? ' Your direct debits for this policy have stopped.' : ''}`;
}

/** How a document that proved cover is described once the policy has ended early. */
export const voidDescription = (lastDayOfCover: string) =>
  `Void: cover ended at the end of ${displayDate(lastDayOfCover)}`;

/** The confirmation PDF filed with the policy's documents. */
export function leavingDocument(leaving: ConfirmedLeaving): PolicyDocumentContent {
  const label = CANCELLATION_KIND_LABELS[leaving.kind];
  const blocks: DocumentBlock[] = [
    { kind: 'text', text: headline(leaving) },
    { kind: 'table', title: `${label} details`, rows: factsOf(leaving) },
    { kind: 'paragraph', heading: 'Your cover', text: endOfCover(leaving) },
    {
      kind: 'paragraph',
      heading: 'Your money',
      text: settlementInWords(leaving.settlement, leaving.refundBy),
    },
  ];
  return {
    name: `${leaving.kind}-confirmation`,
    displayName: `${label} confirmation`,
    description: `Confirms your ${label.toLowerCase()}, the last day of cover and the refund`,
    title: `${label} confirmation`,
    blocks,
  };
}

/** The e-mail acknowledging it, with the date and time it was received. */
export function leavingEmail(to: Buyer, leaving: ConfirmedLeaving): OutgoingMessage {
  const label = CANCELLATION_KIND_LABELS[leaving.kind];
  return customerEmail(
    to,
    LEAVING_TEMPLATES[leaving.kind],
    `${label} confirmed: ${leaving.productName} ${leaving.policyNumber}`,
    [
      headline(leaving),
      '',
      ...factsOf(leaving).map((fact) => `${fact.label}: ${fact.value}`),
      '',
      endOfCover(leaving),
      settlementInWords(leaving.settlement, leaving.refundBy),
      '',
      `The ${label.toLowerCase()} confirmation is among your policy documents.`,
    ],
  );
}
