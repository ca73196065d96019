import {
  AGENT_SIGN_IN_PATH,
  DOCUMENT_UNAVAILABLE_PATH,
  policyDocumentsPath,
  type ProductType,
} from '@wallet/domain';
import { webProductOf } from './web-product';

/** The app's own addresses (platform.md 2.1), written once. */
export const PATHS = {
  root: '/',
  wallet: '/wallet',
  comingSoon: '/wallet/comingsoon',
  motorHolding: '/wallet/motorHoldingPage/',
  error: '/wallet/error/',
  renewPolicy: '/wallet/renewPolicy/',
  homeQuoteStart: '/wallet/getquote/aboutYou',
  // home.md 2: the home quote screens after the three forms.
  homeTerms: '/wallet/terms-and-conditions/home',
  homeProcessing: '/wallet/getquotethankyou/home',
  homeQuotes: '/wallet/viewMultipleQuotes/home',
  homeViewQuote: '/wallet/viewQuote/home',
  homeError: '/wallet/error/home',
  login: '/login',
  logout: '/logout',
  signUp: '/signup/',
  resetPassword: '/resetpassword',
  confirmLoginCode: '/confirmLoginCode',
  newPassword: '/newpassword',
  verifyEmail: '/verifyEmail/',
  forceLogin: '/customer-login/',
  agentSignIn: AGENT_SIGN_IN_PATH,
  devMessages: '/dev/messages',
  manage: '/manage',
  // Ours (decision 0019): what bank agents did for the signed-in customer.
  agentActions: '/manage/agentActions',
  // Issue 45: the customer's own details and choices.
  account: '/account',
  accountEmail: '/account/email',
  accountMobile: '/account/mobile',
  accountPassword: '/account/password',
  accountClose: '/account/close',
  accountTrustedContact: '/account/trusted-contact',
  accountAddress: '/account/address',
  // Issue 45: complaints, the customer's and the staff's beside the claims queue.
  complaints: '/complaints',
  makeComplaint: '/complaints/new',
  complaint: (reference: string) => `/complaints/${encodeURIComponent(reference)}`,
  complaintQueue: '/staff/complaints',
  handledComplaint: (reference: string) => `/staff/complaints/${encodeURIComponent(reference)}`,
  product: (type: string) => `/wallet/product/${type}`,
  genericQuote: (type: ProductType) => `/wallet/getgenericquote/${type}`,
  manageProduct: (type: ProductType) => `/manage/product/${type}`,
  managePolicies: (type: ProductType) => `/manage/viewMultiplePolicies/${type}`,
  // Checkout (car-travel-payment.md 2): one set of screens for the three products.
  consentFor: (type: ProductType) => `/wallet/consent/${type}`,
  makePaymentFor: (type: ProductType) => `/wallet/makePayment/${type}`,
  paymentThankYouFor: (type: ProductType) => `/wallet/paymentthankyou/${type}`,
  documents: '/documents',
  policyDocuments: policyDocumentsPath,
  documentUnavailable: DOCUMENT_UNAVAILABLE_PATH,
} as const;

/** platform.md 2.1: where a product's quote starts (home's about-you step, else the generic page). */
export function quoteStartPath(type: ProductType): string {
  return webProductOf(type).quoteStartPath;
}

/**
 * An agent's Create a new Quote (ours): it ends what the tab kept of the customer served before,
 * then opens the product's first page, so a new quote starts empty (decision 0019).
 */
export function agentNewQuotePath(type: ProductType): string {
  return `/wallet/newQuote/${type}`;
}

/**
 * platform.md 2.1: with motor_enabled off, the car landing path and any path ending in car go to
 * the holding page. "Ending in car" means the last path segment is car (a trailing slash allowed).
 */
export function isCarPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments[segments.length - 1] === 'car';
}
