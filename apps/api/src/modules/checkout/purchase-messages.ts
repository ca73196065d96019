/**
 * The e-mails a bind sends once it has finished: the purchase confirmation the thank-you page
 * promises (with a link to the policy's documents page, never the files), or why no policy was
 * set up. Plain text; the bind writes each in the transaction that records its outcome, so it is
 * sent once whatever the job's retries.
 */
import {
  CHECKOUT_MESSAGES,
  PURCHASE_EMAILS,
  formatEuro,
  isoToDisplayDate,
  policyDocumentsPath,
  policyWithdrawalPath,
  policyNumberLabel,
  policyPaymentFacts,
  type PolicyPaymentRead,
  type ProductType,
} from '@wallet/domain';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';

export const PURCHASE_TEMPLATES = {
  confirmation: 'purchase-confirmation',
  policyFailed: 'purchase-policy-failed',
  paymentDeclined: 'purchase-payment-declined',
} as const;

/** The buyer as the e-mail addresses them: their account's e-mail and given name. */
export interface Buyer {
  userId: string;
  email: string;
  givenName: string;
}

export interface ConfirmedPurchase {
  productType: ProductType;
  /** As the documents title it, e.g. 'Home Insurance'. */
  productName: string;
  policyNumber: string;
  referenceNumber: string;
  /** The insurer's policy id: the documents page's address names it. */
  policyId: string;
  /** YYYY-MM-DD: the period paid for. */
  startDate: string;
  endDate: string;
  /** The annual premium (a single trip's premium), never the instalment total. */
  premiumCents: number;
  /** How the product names that premium (its checkout product's premiumLabel). */
  premiumLabel: string;
  /** How it was paid: the card's amount, or the plan with its total, charge and first debit. */
  payment: PolicyPaymentRead | null;
  /** A renewal paid for: the e-mail says renewed, not bought. */
  renewal: boolean;
  /** YYYY-MM-DD: the last day of the withdrawal period, given with the withdrawal function. */
  withdrawalEndsOn: string;
}

/** A plain-text e-mail to a customer's account, greeting them by name (the renewal cycle's too). */
export const email = (
  to: Buyer,
  template: string,
  subject: string,
  lines: readonly string[],
): OutgoingMessage => ({
  channel: 'EMAIL',
  recipient: to.email,
  subject,
  body: [`Hello ${to.givenName},`, '', ...lines].join('\n'),
  code: null,
  template,
  userId: to.userId,
});

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/**
 * The policy is set up (or renewed): its numbers, product, period, annual premium, how it was paid
 * (issue 40: the plan, its total and charge as such) and where its documents are.
 */
export function purchaseConfirmationEmail(
  to: Buyer,
  purchase: ConfirmedPurchase,
  publicOrigin: string,
): OutgoingMessage {
  const texts = PURCHASE_EMAILS;
  const { productName, renewal } = purchase;
  const from = displayDate(purchase.startDate);
  const until = displayDate(purchase.endDate);
  return email(
    to,
    PURCHASE_TEMPLATES.confirmation,
    renewal ? texts.renewalSubject(productName) : texts.confirmationSubject(productName),
    [
      renewal ? texts.renewalIntro(productName, from, until) : texts.confirmationIntro(productName),
      '',
      `${policyNumberLabel(purchase.productType)}: ${purchase.policyNumber}`,
      `${texts.referenceNumber}: ${purchase.referenceNumber}`,
      `${texts.product}: ${productName}`,
      `${renewal ? texts.renewalStartDate : texts.startDate}: ${from}`,
      `${texts.endDate}: ${until}`,
      `${purchase.premiumLabel}: ${formatEuro(purchase.premiumCents)}`,
      ...(purchase.payment ? policyPaymentFacts(purchase.payment) : []).map(
        (fact) => `${fact.label}: ${fact.value}`,
      ),
      '',
      texts.documentsLink,
      `${publicOrigin}${policyDocumentsPath(purchase.policyId)}`,
      '',
      texts.withdrawal(displayDate(purchase.withdrawalEndsOn)),
      `${publicOrigin}${policyWithdrawalPath(purchase.productType, purchase.policyId)}`,
      '',
      texts.keepReference,
    ],
  );
}

export interface FailedPurchase {
  productName: string;
  quoteReference: string;
}

/** No policy could be made (home.md 8, car-travel-payment.md 8): the spec's words. */
export function policyFailedEmail(to: Buyer, purchase: FailedPurchase): OutgoingMessage {
  return email(
    to,
    PURCHASE_TEMPLATES.policyFailed,
    PURCHASE_EMAILS.policyFailedSubject(purchase.productName),
    [
      PURCHASE_EMAILS.policyFailedIntro(purchase.productName, purchase.quoteReference),
      '',
      CHECKOUT_MESSAGES.policyGenerationFailed,
    ],
  );
}

/** The card was declined when the bind came to take the money: nothing was charged. */
export function paymentDeclinedEmail(to: Buyer, purchase: FailedPurchase): OutgoingMessage {
  return email(
    to,
    PURCHASE_TEMPLATES.paymentDeclined,
    PURCHASE_EMAILS.paymentDeclinedSubject(purchase.productName),
    [
      PURCHASE_EMAILS.paymentDeclined(purchase.productName, purchase.quoteReference),
      '',
      PURCHASE_EMAILS.paymentDeclinedNext,
    ],
  );
}
