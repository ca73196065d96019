import {
  DIRECT_DEBIT_REFUND_WINDOW_WEEKS,
  calendarDateOf,
  formatIsoDate,
  isoToDisplayDate,
} from '@wallet/domain';
import { PRICE_TEXTS } from '../../../lib/checkout/checkout-product';

/** The payment page's words (car-travel-payment.md 2 'Payment page'); validation words are the domain's. */
export const PAYMENT_TEXTS = {
  ...PRICE_TEXTS,
  title: 'Payment',
  summaryTitle: 'Your quote',
  summaryLead: 'Please check what you are buying.',
  insurer: 'Insurer',
  quoteReference: 'Quote reference',
  monthlyPremium: 'Paying monthly',
  startDate: 'Policy start date',
  endDate: 'Policy end date',
  beforeYouBuyTitle: 'Before you buy',
  documentsTitle: "Read the insurer's documents",
  documentLink: (name: string) => `${name} (PDF, opens in a new tab)`,
  cancellationTitle: 'Your right to cancel',
  eligibilityTitle: 'The eligibility requirements',
  eligibilityLead: 'By buying you confirm that you meet these requirements:',
  frequencyLegend: 'How would you like to pay?',
  payMonthly: 'Pay monthly by direct debit',

  cardTitle: 'Card details',
  depositCardTitle: 'Card details for your deposit',
  depositCardLead: (deposit: string) =>
    `Your card pays the deposit of ${deposit} today; the direct debit below pays the rest.`,
  nameOnCard: 'Name on card',
  nameOnCardHint: 'As it appears on the card',
  directDebitTitle: 'Direct debit details',
  collectionDay: 'Collection day',
  collectionDayHint: 'The day of each month your payment is taken',
  collectionDayPlaceholder: 'Select a day',
  collectionDayOfStart: (day: string) =>
    `The ${day} of each month: the day of the month your policy starts`,
  mandateTitle: 'SEPA Direct Debit Mandate',
  mandate: (insurer: string) => [
    `By accepting this mandate you authorise ${insurer}, through us as its collection agent, to send instructions to your bank to debit your account, and your bank to debit your account in accordance with those instructions.`,
    `As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within ${DIRECT_DEBIT_REFUND_WINDOW_WEEKS} weeks starting from the date on which your account was debited.`,
    'Your rights are explained in a statement that you can obtain from your bank.',
  ],
  mandateAmounts: (instalments: string, total: string) =>
    `Your account will be debited ${instalments}: ${total}.`,
  mandateAmountsAfterDeposit: (instalments: string, total: string) =>
    `After the deposit, your account will be debited ${instalments}: ${total} in total.`,
  acceptMandate: 'I confirm I am the account holder and I accept the direct debit mandate',
  buy: 'Buy',
  buyFor: (amount: string) => `Buy for ${amount}`,
  buyMonthlyFor: (amount: string, months: number) => `Buy for ${amount} over ${months} months`,
  buyWithDeposit: (deposit: string) => `Buy and pay the ${deposit} deposit`,
  buying: 'Processing your payment',
} as const;

/** home.md 9: the collection days read as days of the month. */
export function dayOfMonth(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** YYYY-MM-DD as the wallet shows dates, DD/MM/YYYY. */
export const displayDate = (isoDate: string): string => isoToDisplayDate(isoDate) ?? isoDate;

/** Today in the customer's time zone, YYYY-MM-DD, as the bind's payment_date. */
export const todayIso = (now = new Date()): string => formatIsoDate(calendarDateOf(now));
