import {
  WORDS,
  cancellationFeeInTerms,
  debitAsItStandsInWords,
  debitDayInWords,
  formatEuro,
  type InstalmentPlan,
  type PlanAsItStands,
  debitsInWords,
  instalmentsInWords,
  instalmentsTotalInWords,
  POLICY_ARRANGER,
} from '@wallet/domain';
import { formatDocumentDate, formatIssuedDate } from './document-dates.js';
import type {
  DocumentBlock,
  DocumentParagraph,
  DocumentPayment,
  DocumentPolicyHolder,
  DocumentRow,
  DocumentSection,
  DocumentTableRow,
  PolicyDocumentContent,
  PolicyDocumentSet,
  PolicyPayment,
  PremiumBreakdown,
} from './policy-documents-port.js';

/*
 * The parts every product's documents print the same way: the policy's identity, the premium
 * lines and total, how it was paid. A product's builder composes them with its own sections.
 */

/** Who arranges every policy of the wallet (the domain's one definition). */
export { POLICY_ARRANGER };

/** What names a policy on every document. */
export interface PolicyIdentity {
  policyNumber: string;
  /** What the product calls the number (the glossary's policyNumberLabel). */
  policyNumberLabel: string;
  referenceNumber: string;
  /** Left out where the document is not about one quote (a lapse notice). */
  quoteReference?: string;
  insurerName: string;
  holderName: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  issuedAt: Date;
}

/**
 * A policy's document set as every product titles it: its product, insurer and numbers on every
 * page, and the footer saying who arranges it and who underwrites it.
 */
export function policyDocumentSetOf(input: {
  /** 'Travel Insurance': the footer says 'Travel insurance is arranged by...'. */
  productName: string;
  insurer: { code: string; name: string };
  policy: Pick<
    PolicyIdentity,
    'policyNumber' | 'policyNumberLabel' | 'referenceNumber' | 'issuedAt'
  >;
  documents: PolicyDocumentContent[];
}): PolicyDocumentSet {
  const { productName, insurer, policy } = input;
  const [first = '', ...rest] = productName.split(' ');
  const inWords = [first, ...rest.map((word) => word.toLowerCase())].join(' ');
  return {
    productName,
    insurer: { code: insurer.code, displayName: insurer.name },
    policyNumber: policy.policyNumber,
    policyNumberLabel: policy.policyNumberLabel,
    referenceNumber: policy.referenceNumber,
    issuedAt: policy.issuedAt,
    legalText: `${inWords} is arranged by ${POLICY_ARRANGER} and underwritten by ${insurer.name}.`,
    author: POLICY_ARRANGER,
    documents: input.documents,
  };
}

export const periodOfCover = (startDate: string, endDate: string) =>
  `${formatDocumentDate(startDate)} to ${formatDocumentDate(endDate)} (both dates inclusive)`;

export function policyDetailsRows(policy: PolicyIdentity): DocumentRow[] {
  return [
    { label: policy.policyNumberLabel, value: policy.policyNumber },
    { label: 'Reference number', value: policy.referenceNumber },
    ...(policy.quoteReference ? [{ label: 'Quote reference', value: policy.quoteReference }] : []),
    { label: 'Insurer', value: policy.insurerName },
    { label: 'Policy holder', value: policy.holderName },
    { label: 'Period of insurance', value: periodOfCover(policy.startDate, policy.endDate) },
    { label: 'Date issued', value: formatIssuedDate(policy.issuedAt) },
  ];
}

/** The policy's identity as the first table of a document. */
export const policyDetailsBlock = (policy: PolicyIdentity): DocumentBlock => ({
  kind: 'table',
  title: 'Your policy',
  rows: policyDetailsRows(policy),
});

export function holderNameOf(holder: { title: string; firstName: string; lastName: string }) {
  return [holder.title, holder.firstName, holder.lastName].filter(Boolean).join(' ');
}

/** Who holds the policy and where their letters go. */
export const policyHolderBlock = (holder: DocumentPolicyHolder): DocumentBlock => ({
  kind: 'table',
  title: 'Policy holder',
  rows: [
    { label: 'Name', value: holderNameOf(holder) },
    { label: 'Date of birth', value: formatDocumentDate(holder.dateOfBirth) },
    { label: WORDS.emailAddress, value: holder.email },
    { label: 'Mobile number', value: holder.phone },
    { label: 'Correspondence address', value: holder.correspondenceAddressLines.join('\n') },
  ],
});

export const sectionBlock = (section: DocumentSection): DocumentBlock => ({
  kind: 'table',
  title: section.title,
  rows: section.rows,
  ...(section.emptyText ? { emptyText: section.emptyText } : {}),
});

export const paragraphBlock = (paragraph: DocumentParagraph): DocumentBlock => ({
  kind: 'paragraph',
  ...paragraph,
});

export const textBlock = (text: string): DocumentBlock => ({ kind: 'text', text });

/** The premium in words, each step once (running totals are not lines), then its one total. */
export function premiumBlock(
  premium: PremiumBreakdown,
  title = 'Premium breakdown',
): DocumentBlock {
  const rows: DocumentTableRow[] = premium.lines.map((line) => ({
    label: line.label,
    value: formatEuro(line.amountCents),
    style: { alignValue: 'right' },
  }));
  rows.push({
    label: premium.totalLabel,
    value: formatEuro(premium.totalCents),
    style: { bold: true, alignValue: 'right' },
  });
  return { kind: 'table', title, rows };
}

type CardPayment = Extract<DocumentPayment, { method: 'card' }>;
type DirectDebitPayment = Extract<DocumentPayment, { method: 'direct_debit' }>;

/** A card payment: the card by its brand and last four digits, and what it paid. */
export function cardPaymentRows(payment: CardPayment, paidCents: number): DocumentRow[] {
  return [
    { label: 'Payment method', value: 'Debit or credit card' },
    { label: 'Card', value: `${payment.cardBrand} ending ${payment.last4}` },
    { label: 'Amount paid', value: formatEuro(paidCents) },
  ];
}

/** The direct debit mandate as every product prints it: the masked IBAN, the BIC, the day. */
export function directDebitMandateRows(payment: DirectDebitPayment): DocumentRow[] {
  return [
    { label: 'IBAN', value: payment.maskedIban },
    { label: 'BIC', value: payment.bic },
    { label: 'Collection day', value: `Day ${payment.collectionDay} of each month` },
    ...(payment.debitsFromNow?.length
      ? [{ label: 'Direct debits with this change', value: debitsInWords(payment.debitsFromNow) }]
      : []),
  ];
}

/**
 * A monthly plan as a mid-term change leaves it (an endorsement): any deposit, every debit as the
 * payment schedule answers it, the charge for paying by instalments as bought, and the total.
 */
export function planAsItStandsRows(plan: PlanAsItStands): DocumentRow[] {
  const debitsCents = plan.debits.reduce((sum, debit) => sum + debit.amount_cents, 0);
  return [
    ...(plan.deposit_cents === null
      ? []
      : [{ label: 'Deposit paid by card', value: formatEuro(plan.deposit_cents) }]),
    ...plan.debits.map((debit) => ({
      label: debitDayInWords(debit),
      value: debitAsItStandsInWords(debit),
    })),
    ...(plan.charge_cents > 0
      ? [{ label: 'Charge for paying by instalments', value: formatEuro(plan.charge_cents) }]
      : []),
    plan.deposit_cents === null
      ? { label: 'Total of the direct debits', value: formatEuro(debitsCents) }
      : {
          label: 'Total of the deposit and direct debits',
          value: formatEuro(plan.deposit_cents + debitsCents),
        },
  ];
}

export function paymentRows(payment: DocumentPayment, totalCents: number): DocumentRow[] {
  if (payment.method === 'card') return cardPaymentRows(payment, totalCents);
  if (payment.planAsItStands) {
    return [
      { label: 'Payment method', value: 'Direct debit' },
      ...directDebitMandateRows(payment),
      ...planAsItStandsRows(payment.planAsItStands),
    ];
  }
  return [
    { label: 'Payment method', value: 'Direct debit' },
    ...directDebitMandateRows(payment),
    { label: 'Instalments', value: instalmentsInWords(payment.plan) },
    { label: 'Total of the instalments', value: instalmentsTotalInWords(payment.plan) },
  ];
}

export const paymentBlock = (payment: DocumentPayment, totalCents: number): DocumentBlock => ({
  kind: 'table',
  title: 'Payment',
  rows: paymentRows(payment, totalCents),
});

/** The cancellation fee in the policy's terms, as every product's schedule prints it. */
export const cancellationFeeBlock = (feeInTermsCents: number): DocumentBlock => ({
  kind: 'table',
  title: 'Cancelling your policy',
  rows: [{ label: 'Cancellation fee', value: cancellationFeeInTerms(feeInTermsCents) }],
});

/** Everything but the last four characters hidden: a document never shows a whole IBAN. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 8) throw new RangeError('An IBAN is longer than eight characters');
  const masked = '*'.repeat(compact.length - 4) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * How the policy was paid, as a document may print it: a card by its last four digits only, a
 * direct debit by the plan the mandate collects. That plan is the product's plan of the premium
 * (home: monthlyInstalmentPlan); the payment recorded at the bind was made from the same plan, and a
 * record that disagrees is not printed as if it agreed. A product without direct debit passes none.
 */
export function documentPaymentOf(
  payment: PolicyPayment,
  directDebitPlan?: InstalmentPlan,
): DocumentPayment {
  if (payment.method === 'card') {
    // Only the last four digits may reach a document: anything else is a card number leaking.
    if (!/^\d{4}$/.test(payment.last4))
      throw new RangeError('A card is shown by its last 4 digits');
    return payment;
  }
  if (!directDebitPlan) throw new RangeError('This product is not paid by direct debit');
  const standing = payment.planAsItStands ?? null;
  // An endorsement prints the plan as it stands, which a change made from the mandate's: its
  // debits are the recorded ones. Otherwise the premium's plan is the one the mandate records.
  if (standing) {
    if (standing.debits.length !== payment.instalments) {
      throw new RangeError('The debits as they stand are not the recorded direct debit');
    }
  } else if (
    payment.instalments !== directDebitPlan.instalments ||
    payment.instalmentCents !== directDebitPlan.instalmentCents
  ) {
    throw new RangeError('The recorded direct debit does not match the premium');
  }
  return {
    method: 'direct_debit',
    maskedIban: maskIban(payment.iban),
    bic: payment.bic.replace(/\s+/g, '').toUpperCase(),
    collectionDay: payment.collectionDay,
    plan: directDebitPlan,
    debitsFromNow: payment.debitsFromNow ?? null,
    planAsItStands: standing,
  };
}
