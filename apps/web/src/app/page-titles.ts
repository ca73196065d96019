import {
  amendPolicyKindOf,
  PROGRESS_STEPS,
  OFFLINE_PRODUCT_LABELS,
  OFFLINE_PRODUCTS,
  type OfflineProduct,
  PRODUCT_LABELS,
  PRODUCT_NAME,
  PRODUCT_TYPES,
  type ProductType,
  WORDS,
} from '@wallet/domain';
import { webProductNamed, webProductOf, webProducts } from '../lib/web-product';
import { GET_QUOTE_CARD_TITLES, isGetQuoteStep } from '../features/home/get-quote/get-quote-steps';

/**
 * The document title of every page (WCAG 2.2 SC 2.4.2), as GOV.UK writes them: the page (and its
 * step), then its journey or product, then the product's name, most specific first so a tab or a
 * screen reader's page list tells pages apart by their first words. The router gives each route
 * one of these (router.tsx), and the build writes them into the landing pages' HTML
 * (build/landing-pages.ts).
 */

const SEPARATOR = ' - ';

/** GOV.UK: a page showing an error summary says so first, so a screen reader announces it. */
export const ERROR_TITLE_PREFIX = 'Error: ';

/** `parts`, most specific first, then the product's name. */
export const pageTitle = (...parts: string[]): string => [...parts, PRODUCT_NAME].join(SEPARATOR);

const isProductType = (type: string | undefined): type is ProductType =>
  (PRODUCT_TYPES as readonly string[]).includes(type ?? '');

const isOfflineProduct = (type: string | undefined): type is OfflineProduct =>
  (OFFLINE_PRODUCTS as readonly string[]).includes(type ?? '');

/** 'Home insurance', 'Pet insurance'; undefined for a type the app does not know. */
function insuranceOf(type: string | undefined): string | undefined {
  if (isProductType(type)) return `${PRODUCT_LABELS[type]} insurance`;
  if (isOfflineProduct(type)) return `${OFFLINE_PRODUCT_LABELS[type]} insurance`;
  return undefined;
}

/** A page of a product's quote-and-buy journey: 'Payment - Home insurance quote - ...'. */
const quotePage = (page: string, type: string | undefined) =>
  isProductType(type)
    ? pageTitle(page, `${PRODUCT_LABELS[type]} insurance quote`)
    : pageTitle(page);

/** A page about the customer's insurance of one product, or of all when the type is not one. */
const insurancePage = (page: string, type: string | undefined) => {
  const insurance = insuranceOf(type);
  return insurance ? pageTitle(page, insurance) : pageTitle(page);
};

/** A page of the home renewal journey: 'Your Summary - Home insurance renewal - ...'. */
const renewalPage = (page: string) => pageTitle(page, 'Home insurance renewal');

/** The quote journey's pages a product may have behind a `:type` route (routes/product-pages.tsx). */
export const PRODUCT_PAGE_TITLES = {
  // car-travel-payment.md 2: the get-quote page is the progress steps' 'Your Details'.
  genericQuote: (product: ProductType) => quotePage(PROGRESS_STEPS.genericQuote[0], product),
  // home.md 2: 'Household questions and terms page'; car-travel-payment.md 2 'Car terms page'.
  terms: (product: ProductType) => quotePage(webProductOf(product).pageTitles.terms, product),
  quoteProcessing: (product: ProductType) => quotePage('Processing your quote', product),
  // home.md 2 'Multiple-quote page'; travel's is its one quote screen (car-travel-payment.md 2).
  multipleQuotes: (product: ProductType) =>
    quotePage(webProductOf(product).pageTitles.quotes, product),
  viewQuote: (product: ProductType) => quotePage('Your quote', product),
  error: (product: ProductType) => quotePage('Quote not available', product),
} as const satisfies Record<string, (product: ProductType) => string>;

/** The live quotes list of the product named, else of the first product the list carries. */
function liveQuotesPageTitle(type: string | undefined): string {
  const named = webProductNamed(type)?.liveQuotes;
  const first = webProducts().find((product) => product.liveQuotes)?.liveQuotes;
  return (named ?? first)?.pageTitle ?? '';
}

/** A page of the agent workspace (platform.md 2.6 and 2.10): 'Matching service - Agent workspace - ...'. */
const agentPage = (page: string) => pageTitle(page, 'Agent workspace');

export const PAGE_TITLES = {
  wallet: pageTitle('Your wallet'),
  comingSoon: pageTitle('Content coming soon'),
  /** A screen not open yet answers at its own address with Coming Soon, named after the screen. */
  comingSoonOf: (title: string) => `Coming soon: ${title}`,
  motorHolding: pageTitle('Car insurance sales have closed'),
  somethingWentWrong: pageTitle('Something went wrong'),
  /** The generic error page of a product's quote journey, for a product without one of its own. */
  somethingWentWrongIn: (type: string | undefined) => quotePage('Something went wrong', type),

  // home.md 2: the last part of the address names the step; an unknown one is sent to About you.
  homeQuoteStep: (step: string | undefined) =>
    isGetQuoteStep(step)
      ? quotePage(GET_QUOTE_CARD_TITLES[step], 'home')
      : pageTitle('Home insurance quote'),
  // The checkout's pages; without a type they are home's (home.md 2).
  consent: (type: string | undefined) => quotePage('Marketing consent', type),
  declaration: quotePage('Declaration', 'travel'),
  payment: (type = 'home') => quotePage('Payment', type),
  paymentResult: (type = 'home') => quotePage('Payment result', type),

  // home.md 2 'Renewal screens' and platform.md 2.9: the home renewal's pages, each its own.
  renewalQuote: renewalPage('Your Renewal'),
  renewalSummary: renewalPage('Your Summary'),
  statementOfFact: renewalPage('Statement of Fact'),
  renewalPayment: renewalPage('Payment'),
  renewalAccepted: renewalPage('Renewal confirmed'),

  // platform.md 2.2 to 2.4, the account screens.
  login: pageTitle(WORDS.logIn),
  /** A private page shows a visitor the login form in its place (platform.md 2.1). */
  loginFor: (title: string) => `${WORDS.logIn}: ${title}`,
  confirmLoginCode: pageTitle('Confirm your login code'),
  forceLogin: pageTitle(`${WORDS.logIn} or sign up to pay`),
  newPassword: pageTitle('Set a new password'),
  resetPassword: pageTitle('Reset your password'),
  signUp: pageTitle('Create your account'),
  verifyEmail: pageTitle('Verify your email address'),
  agentSignIn: pageTitle('Agent sign-in'),
  logout: pageTitle('Log out'),
  devMessages: pageTitle('Messages sent'),

  productLanding: (type: string | undefined) => pageTitle(insuranceOf(type) ?? PRODUCT_NAME),
  // platform.md 2.11, the servicing pages; the type is the policy's product where it is one.
  // platform.md 2.11: the renewal kind is a page of its own, 'Amend Auto Renewal Policy'.
  amendPolicy: (type: string | undefined) =>
    amendPolicyKindOf(type) === 'renewal'
      ? pageTitle('Amend your automatic renewal')
      : insurancePage('Amend your policy', type),
  breakdownAssistance: (type: string | undefined) => insurancePage('Breakdown assistance', type),
  renewPolicy: (type: string | undefined) => insurancePage('Renew your policy', type),
  medicalAssistance: (type: string | undefined) => insurancePage('Medical assistance', type),
  submitClaim: (type: string | undefined) => insurancePage('Submit a claim', type),

  // platform.md 2.8, Manage My Insurance, and the documents.
  documents: pageTitle('Your documents'),
  policyDocuments: pageTitle('Policy documents'),
  documentUnavailable: pageTitle('Document link expired'),
  manage: pageTitle('Manage my insurance'),
  agentActions: pageTitle('Agent activity on your account'),
  account: pageTitle('Your account'),
  accountEmail: pageTitle('Change your email address'),
  accountMobile: pageTitle('Change your mobile number'),
  accountPassword: pageTitle('Change your password'),
  accountClose: pageTitle('Close your account'),
  accountTrustedContact: pageTitle('Your trusted contact'),
  accountAddress: pageTitle('Change your address'),
  manageProduct: (type: string | undefined) => insurancePage('Manage your policy', type),
  managePolicies: (type: string | undefined) => insurancePage('Your policies', type),
  // Issue 43: leaving a policy; each step puts its own name in front.
  withdrawPolicy: (type: string | undefined) => insurancePage('Withdraw from this contract', type),
  cancelPolicy: (type: string | undefined) => insurancePage('Cancel your policy', type),
  changePolicy: (type: string | undefined) => insurancePage('Change your policy', type),
  // Issue 45: a policy's payments.
  payMissedDebit: (type: string | undefined) => insurancePage('Pay a missed direct debit', type),
  changeBankAccount: (type: string | undefined) => insurancePage('Change your bank account', type),
  // Issue 44: claims made online.
  makeClaim: (type: string | undefined) => insurancePage('Make a claim', type),
  claims: pageTitle('Your claims'),
  claimQueue: pageTitle('Claims queue'),
  handledClaim: (reference: string | undefined) =>
    pageTitle(reference ? `Handling claim ${reference}` : 'Handling a claim'),
  claim: (reference: string | undefined) =>
    pageTitle(reference ? `Claim ${reference}` : 'Your claim'),
  // Issue 45: complaints.
  makeComplaint: pageTitle('Make a complaint'),
  complaints: pageTitle('Your complaints'),
  complaint: (reference: string | undefined) =>
    pageTitle(reference ? `Complaint ${reference}` : 'Your complaint'),
  complaintQueue: pageTitle('Complaints queue'),
  handledComplaint: (reference: string | undefined) =>
    pageTitle(reference ? `Handling complaint ${reference}` : 'Handling a complaint'),

  // platform.md 2.10, the agent screens.
  liveQuotes: (type: string | undefined) => agentPage(liveQuotesPageTitle(type)),
  searchQuotes: agentPage('Search all home quotes'),
  createAccount: agentPage('Create a customer account'),
  matchingService: agentPage('Matching service'),
} as const;
