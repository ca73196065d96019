/**
 * The pages a visitor lands on from outside (a link, a bookmark, a search), and the code each
 * draws its first screen with. The build gives each such part of the app one file of its own and
 * writes, for each landing page, a copy of index.html that asks for that file beside the shell, so
 * a phone fetches the page's code at once instead of after the shell has run (decision 0008).
 *
 * Order matters: code two bundles share goes to the first of them, and the later one loads it.
 */
import { GET_QUOTE_STEPS } from '../src/features/home/get-quote/get-quote-steps.ts';
import { PRODUCT_TYPES } from '../../../packages/domain/src/products.ts';
import { PAGE_TITLES, PRODUCT_PAGE_TITLES } from '../src/app/page-titles.ts';

export type CodeBundle = {
  /** The bundle's file name, before its hash. */
  name: string;
  /** The source modules (from apps/web) whose code, and all it imports, the bundle holds. */
  modules: readonly string[];
};

export type LandingPage = {
  /** A route of the app's router (src/app/router.tsx), `:name` for a part of the address. */
  route: string;
  /** The bundles the page's first screen needs, asked for with the page. */
  bundles: readonly string[];
  /**
   * The page's document title (src/app/page-titles.ts), in its HTML before the app runs. Without
   * one, index.html's: the product's name, for a page whose title depends on who visits.
   */
  title?: string;
  /**
   * Whether the build draws the page's first screen into its HTML (build/prerender.ts): for a
   * page whose address alone decides what a visitor sees first, not one that redirects or
   * depends on a part of the address the shared HTML cannot know.
   */
  prerender?: boolean;
};

/**
 * Small modules that nearly every page uses but the shell does not (dates, money, names, the
 * journey's store): a file of their own, so that a quote page does not load the wallet page's file
 * for them, as it did while the wallet's bundle, the first, took them.
 */
export const COMMON_MODULES: readonly string[] = [
  '../../packages/domain/src/dates/calendar-date.ts',
  '../../packages/domain/src/platform/money.ts',
  '../../packages/domain/src/person/person-name.ts',
  'src/ui/journey/journey-store.ts',
];

export const CODE_BUNDLES: readonly CodeBundle[] = [
  { name: 'wallet-page', modules: ['src/app/routes/wallet-landing.tsx'] },
  // What the quote pages' first paint shares: the progress steps, and loading the rest later.
  {
    name: 'journey-kit',
    modules: [
      'src/ui/progress-steps.tsx',
      'src/lib/lazy-module.ts',
      'src/lib/after-next-paint.ts',
      'src/ui/journey/use-journey-prefill.ts',
      'src/ui/journey/get-quote-texts.ts',
    ],
  },
  // The travel page's heading, before its form (decision 0008, third round).
  {
    name: 'travel-quote-page',
    modules: ['src/features/travel/get-quote/travel-get-quote-page.tsx'],
  },
  // The car page's heading, before its form, as travel's.
  {
    name: 'car-quote-page',
    modules: ['src/features/car/get-quote/car-get-quote-page.tsx'],
  },
  { name: 'product-page', modules: ['src/app/routes/product-landing.tsx'] },
  // What every form stands on: the form library, a text field and the error summary.
  {
    name: 'form-kit',
    modules: ['src/lib/use-schema-form.ts', 'src/ui/text-field.tsx', 'src/ui/error-summary.tsx'],
  },
  // What a private page shows a visitor.
  { name: 'login-page', modules: ['src/features/auth/components/login-page.tsx'] },
  // The questions of the quote forms: choices, lists, dates, addresses, the step's card.
  {
    name: 'question-kit',
    modules: [
      'src/ui/journey/step-form.tsx',
      'src/ui/journey/question-fields.tsx',
      'src/ui/journey/choice-options.ts',
      'src/ui/journey/honeypot-field.tsx',
      'src/ui/choice-field.tsx',
      'src/ui/select-field.tsx',
      'src/ui/checkbox.tsx',
      'src/ui/date-field.tsx',
      'src/ui/address-lookup/address-lookup-fields.tsx',
    ],
  },
  // What the products' forms share beyond the question kit: the About you of a person, money,
  // the cards' steps and the product-neutral rules. Without it each shared module would sit in
  // the first product's file that reached it, and the car page would load home's and travel's.
  {
    name: 'quote-form-kit',
    modules: [
      'src/ui/journey/about-you/about-you-fields.tsx',
      'src/ui/journey/card-steps.tsx',
      'src/ui/journey/saved-answers-notice.tsx',
      'src/ui/journey/set-changed-answers.ts',
      'src/ui/journey/journey-prefill.ts',
      'src/ui/money-field.tsx',
      '../../packages/domain/src/fields/field-rules.ts',
      '../../packages/domain/src/person/person-messages.ts',
      '../../packages/domain/src/personal/personal-about-you-values.ts',
      '../../packages/domain/src/personal/personal-lists.ts',
      '../../packages/domain/src/personal/personal-messages.ts',
      '../../packages/domain/src/personal/personal-rules.ts',
      '../../packages/domain/src/dates/date-messages.ts',
      '../../packages/domain/src/address/address-form-values.ts',
      // About you's promo code message, which travel's form shows too.
      '../../packages/domain/src/platform/promo-messages.ts',
    ],
  },
  { name: 'home-quote-page', modules: ['src/features/home/get-quote/index.ts'] },
  // Loaded once the travel page's heading is on the screen.
  { name: 'travel-quote-form', modules: ['src/features/travel/get-quote/travel-quote-form.tsx'] },
  // Loaded after the first paint of a page with an address question.
  { name: 'address-lookup', modules: ['src/ui/address-lookup/address-combo-box.tsx'] },
];

export const LANDING_PAGES: readonly LandingPage[] = [
  // The site's own address opens the wallet.
  { route: '/', bundles: ['wallet-page'], title: PAGE_TITLES.wallet },
  { route: '/wallet', bundles: ['wallet-page'], title: PAGE_TITLES.wallet, prerender: true },
  // A page per step, titled as the step.
  ...GET_QUOTE_STEPS.map((step) => ({
    route: `/wallet/getquote/${step}`,
    bundles: ['home-quote-page'],
    title: PAGE_TITLES.homeQuoteStep(step),
    prerender: true,
  })),
  {
    route: '/wallet/getgenericquote/travel',
    bundles: ['travel-quote-page'],
    title: PRODUCT_PAGE_TITLES.genericQuote('travel'),
    prerender: true,
  },
  // With motor_enabled off the app sends it on to the motor holding page; its code is asked for
  // all the same, as it cannot know the flag before the app starts.
  {
    route: '/wallet/getgenericquote/car',
    bundles: ['car-quote-page'],
    title: PRODUCT_PAGE_TITLES.genericQuote('car'),
    prerender: true,
  },
  // A private page: a visitor is asked to log in there, a customer sees the product. The build
  // draws each product's for a visitor (its login page); a customer's is drawn by the app.
  ...PRODUCT_TYPES.map((type) => ({
    route: `/wallet/product/${type}`,
    bundles: ['product-page', 'login-page'],
    prerender: true,
  })),
  { route: '/wallet/product/:type', bundles: ['product-page', 'login-page'] },
];

/** A private page whose frame the build draws, and for whom: a customer or a branch agent. */
export type SignedInFrame = { route: string; role: 'customer' | 'agent' };

/**
 * Pages a returning customer or agent opens signed in whose frame the build draws (decision
 * 0041): the header, the page's title and lead and its loading state, as the app draws them
 * before the session's data is in. The server answers a frame to a browser holding the session
 * hint; a visitor gets index.html, and the app asks them to log in.
 */
export const SIGNED_IN_FRAMES: readonly SignedInFrame[] = [
  ...['/manage', '/documents', '/claims', '/account', '/wallet/viewRenewalQuote/home'].map(
    (route) => ({
      route,
      role: 'customer' as const,
    }),
  ),
  // Your account's own pages and complaints (issue 45): the forms with nothing to read are their
  // own frame; the rest show their title, lead and spinner until what they read is in.
  ...[
    '/account/address',
    '/account/email',
    '/account/mobile',
    '/account/password',
    '/account/trusted-contact',
    '/account/close',
    '/complaints',
    '/complaints/new',
  ].map((route) => ({ route, role: 'customer' as const })),
  ...PRODUCT_TYPES.map((type) => ({
    route: `/manage/viewMultiplePolicies/${type}`,
    role: 'customer' as const,
  })),
  // A policy's own steps, which a link in an e-mail names (`?policy=`): the band, the first step's
  // heading and opening words, and its spinner until the policy is in.
  ...PRODUCT_TYPES.flatMap((type) =>
    ['change', 'withdraw', 'cancel', 'claim'].map((step) => ({
      route: `/manage/product/${type}/${step}`,
      role: 'customer' as const,
    })),
  ),
  // The agent workspace's own pages, and the agent's wallet (the customers' address: served to a
  // session hint that names an agent, decision 0051). The live quotes show their title, lead and
  // spinner until the list is in.
  ...[
    '/wallet',
    '/wallet/searchQuotes',
    '/wallet/createAccount',
    '/wallet/latest-quotes/home',
    '/wallet/latest-quotes/car',
  ].map((route) => ({
    route,
    role: 'agent' as const,
  })),
];
