import {
  Navigate,
  redirect,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router';
import { GenericErrorPage } from '../features/wallet';
import { useFeatureFlags } from '../features/flags';
import { PATHS } from '../lib/paths';
import { routeMatches } from '@wallet/domain';
// The one list of products, registered before any screen asks a product's answers.
import './products';
import { PageSpinner } from '../ui/spinner';
import { FinishedWhenSignedIn } from './access/finished-steps';
import { RequireAccess } from './access/require-access';
import { AppLayout } from './layout/app-layout';
import { ShownInstead, titled } from './layout/document-title';
import { PAGE_TITLES } from './page-titles';
import { productPageRoute } from './routes/product-pages';
import { importInStages, QUOTE_FORM_STAGES } from '../lib/import-in-stages';
import { addLaterRoutes, loadedInTaskOfItsOwn, splitRouteTable } from './first-screen-routes';

type LazyRoute = NonNullable<RouteObject['lazy']>;

const wallet = () => import('../features/wallet');
const auth = () => import('../features/auth');
const servicing = () => import('../features/servicing');

const comingSoon: LazyRoute = async () => ({ Component: (await wallet()).ComingSoonPage });

/**
 * platform.md 2.1, the route table. Each page's route carries its document title (page-titles.ts),
 * which the app layout applies.
 */
export const routes: RouteObject[] = [
  {
    id: 'shell',
    path: '/',
    element: <AppLayout />,
    // Shown while the first page's code arrives.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        id: 'pages',
        errorElement: (
          <ShownInstead title={PAGE_TITLES.somethingWentWrong}>
            <GenericErrorPage />
          </ShownInstead>
        ),
        children: [
          {
            index: true,
            loader: () => redirect(PATHS.wallet),
            element: <Navigate to={PATHS.wallet} replace />,
          },

          // Open to everyone.
          {
            path: 'wallet',
            lazy: () => import('./routes/wallet-landing'),
            ...titled(PAGE_TITLES.wallet),
          },
          { path: 'wallet/comingsoon', lazy: comingSoon, ...titled(PAGE_TITLES.comingSoon) },
          {
            path: 'wallet/motorHoldingPage',
            lazy: async () => ({ Component: (await wallet()).MotorHoldingPage }),
            ...titled(PAGE_TITLES.motorHolding),
          },
          // home.md 6: the quote journey works for visitors; payment asks them to sign in.
          {
            path: 'wallet/getquote/:step',
            ...titled(({ step }) => PAGE_TITLES.homeQuoteStep(step)),
            // Only the Get Quotes screens: the rest of home's journey loads with its own pages.
            lazy: async () => {
              // The form files each evaluated in a task of their own (lib/import-in-stages.ts).
              const { GetQuotePage } = await importInStages(
                QUOTE_FORM_STAGES,
                () => import('../features/home/get-quote'),
              );
              // home_premium_discounts_enabled decides whether About you asks for a promo code.
              function HomeGetQuote() {
                const flags = useFeatureFlags();
                return <GetQuotePage discountsEnabled={flags.home_premium_discounts_enabled} />;
              }
              return { Component: HomeGetQuote };
            },
          },
          { path: 'wallet/getgenericquote/:type', ...productPageRoute('genericQuote') },
          // platform.md 2.1 lists consent as private, but home.md 4 puts it before the sign-in
          // check (its Next sends a visitor to force login), so visitors must reach it.
          {
            path: 'wallet/consent/:type',
            lazy: () => import('./routes/checkout-consent'),
            ...titled(({ type }) => PAGE_TITLES.consent(type)),
          },
          // platform.md 2.1 lists the travel declaration as private too, but it comes before
          // consent and the sign-in check (car-travel-payment.md 4), so visitors must reach it.
          {
            path: 'wallet/declaration',
            lazy: () => import('./routes/travel-declaration'),
            ...titled(PAGE_TITLES.declaration),
          },
          // Each product's quote pages, from one map (routes/product-pages.tsx); without a type
          // they are home's (home.md 2).
          {
            path: 'wallet/terms-and-conditions/:type',
            ...productPageRoute('terms'),
          },
          {
            path: 'wallet/getquotethankyou/:type?',
            ...productPageRoute('quoteProcessing', 'home'),
          },
          {
            path: 'wallet/viewMultipleQuotes/:type?',
            ...productPageRoute('multipleQuotes', 'home'),
          },
          // A failed quote call lands here, signed in or not; without a type, the generic page.
          { path: 'wallet/error/:type?', ...productPageRoute('error') },
          { path: 'wallet/viewQuote/:type?', ...productPageRoute('viewQuote', 'home') },
          // Ours: a document link that opens nothing lands here (the API sends the tab), signed
          // in or not, as the link may have outlived its sign-in.
          {
            path: PATHS.documentUnavailable.slice(1),
            lazy: async () => ({
              Component: (await import('../features/policies/documents/document-unavailable-page'))
                .DocumentUnavailablePage,
            }),
            ...titled(PAGE_TITLES.documentUnavailable),
          },

          // Account screens. Log out stays open to everyone; the others are finished steps for a
          // signed-in customer and are stepped over (access/finished-steps.tsx).
          {
            path: 'logout',
            lazy: async () => ({ Component: (await auth()).LogoutPage }),
            ...titled(PAGE_TITLES.logout),
          },
          {
            id: 'finished-steps',
            element: <FinishedWhenSignedIn />,
            children: [
              {
                path: 'login',
                ...titled(PAGE_TITLES.login),
                // The login screen alone, not the other account screens (decision 0008).
                lazy: async () => ({
                  Component: (await import('../features/auth/components/login-page')).LoginPage,
                }),
              },
              {
                path: 'confirmLoginCode',
                ...titled(PAGE_TITLES.confirmLoginCode),
                lazy: async () => ({ Component: (await auth()).ConfirmLoginCodePage }),
              },
              {
                path: 'customer-login',
                ...titled(PAGE_TITLES.forceLogin),
                lazy: () => import('./routes/force-login'),
              },
              {
                path: 'newpassword',
                ...titled(PAGE_TITLES.newPassword),
                lazy: async () => ({ Component: (await auth()).NewPasswordPage }),
              },
              {
                path: 'resetpassword',
                ...titled(PAGE_TITLES.resetPassword),
                lazy: async () => ({ Component: (await auth()).ResetPasswordPage }),
              },
              {
                path: 'signup',
                lazy: () => import('./routes/sign-up'),
                ...titled(PAGE_TITLES.signUp),
              },
              {
                path: 'verifyEmail',
                ...titled(PAGE_TITLES.verifyEmail),
                lazy: async () => ({ Component: (await auth()).VerifyEmailPage }),
              },
              // Branch staff sign in by single sign-on (platform.md 4.1 step 7), agents only.
              {
                path: PATHS.agentSignIn.slice(1),
                ...titled(PAGE_TITLES.agentSignIn),
                lazy: () => import('./routes/agent-sign-in'),
              },
            ],
          },

          // Development: read the codes the product has sent (the server turns it off in production).
          {
            path: 'dev/messages',
            ...titled(PAGE_TITLES.devMessages),
            lazy: async () => ({
              Component: (await import('../features/dev-messages')).DevMessagesPage,
            }),
          },

          // Signed-in customers.
          {
            id: 'customers',
            element: <RequireAccess />,
            children: [
              {
                path: 'wallet/product/:type',
                lazy: () => import('./routes/product-landing'),
                ...titled(({ type }) => PAGE_TITLES.productLanding(type)),
              },
              {
                path: 'wallet/amendPolicy/:type?',
                ...titled(({ type }) => PAGE_TITLES.amendPolicy(type)),
                lazy: () => import('./routes/amend-policy'),
              },
              {
                path: 'wallet/breakdownAssistance/:type?',
                ...titled(({ type }) => PAGE_TITLES.breakdownAssistance(type)),
                lazy: async () => ({ Component: (await servicing()).BreakdownAssistanceScreen }),
              },
              {
                path: 'wallet/renewPolicy/:type?',
                ...titled(({ type }) => PAGE_TITLES.renewPolicy(type)),
                lazy: async () => ({ Component: (await servicing()).RenewPolicyScreen }),
              },
              {
                path: 'wallet/medicalAssistance/:type?',
                ...titled(({ type }) => PAGE_TITLES.medicalAssistance(type)),
                lazy: async () => ({ Component: (await servicing()).MedicalAssistanceScreen }),
              },
              {
                path: 'wallet/submitClaim/:type',
                ...titled(({ type }) => PAGE_TITLES.submitClaim(type)),
                lazy: async () => ({ Component: (await servicing()).SubmitClaimScreen }),
              },
              // Checkout (car-travel-payment.md 2): consent, payment and its result.
              {
                path: 'wallet/makePayment/:type?',
                lazy: () => import('./routes/make-payment'),
                ...titled(({ type }) => PAGE_TITLES.payment(type)),
              },
              {
                path: 'wallet/makePayment/payment/:type',
                lazy: () => import('./routes/make-payment'),
                ...titled(({ type }) => PAGE_TITLES.payment(type)),
              },
              // home.md 2 'Renewal screens' (public mode, that is not agent mode): every renewal
              // call needs the signed-in owner, so the renewal's pages are private.
              {
                path: 'wallet/viewRenewalQuote/:type?',
                lazy: () => import('./routes/renewal-quote'),
                ...titled(PAGE_TITLES.renewalQuote),
              },
              {
                path: 'wallet/statementOfFact/:type?',
                lazy: () => import('./routes/statement-of-fact'),
                ...titled(PAGE_TITLES.statementOfFact),
              },
              {
                path: 'wallet/renewal/makePayment/:type?',
                lazy: () => import('./routes/renewal-make-payment'),
                ...titled(PAGE_TITLES.renewalPayment),
              },
              {
                path: 'wallet/paymentthankyou/:type?',
                ...titled(({ type }) => PAGE_TITLES.paymentResult(type)),
                lazy: () => import('./routes/payment-thank-you'),
              },
              // Policies: documents and Manage My Insurance (platform.md 2.8).
              {
                path: 'documents',
                lazy: () => import('./routes/documents'),
                ...titled(PAGE_TITLES.documents),
              },
              {
                path: 'documents/policy/:policyId',
                lazy: () => import('./routes/policy-documents'),
                ...titled(PAGE_TITLES.policyDocuments),
              },
              {
                path: 'manage',
                lazy: () => import('./routes/manage-dashboard'),
                ...titled(PAGE_TITLES.manage),
              },
              // Ours (decision 0019, issue 24): which agent acted for the customer, and when.
              {
                path: PATHS.agentActions.slice(1),
                lazy: async () => ({
                  Component: (await import('../features/profile/agent-actions')).AgentActionsPage,
                }),
                ...titled(PAGE_TITLES.agentActions),
              },
              // Issue 45: the customer's details and marketing choices.
              {
                path: PATHS.account.slice(1),
                lazy: async () => ({
                  Component: (await import('../features/profile/account')).AccountPage,
                }),
                ...titled(PAGE_TITLES.account),
              },
              ...(
                [
                  ['accountEmail', 'ChangeEmailPage'],
                  ['accountMobile', 'ChangeMobilePage'],
                  ['accountPassword', 'ChangePasswordPage'],
                  ['accountClose', 'CloseAccountPage'],
                  ['accountTrustedContact', 'TrustedContactPage'],
                  ['accountAddress', 'ChangeAddressPage'],
                ] as const
              ).map(([page, component]) => ({
                path: PATHS[page].slice(1),
                lazy: async () => ({
                  Component: (await import('../features/profile/account'))[component],
                }),
                ...titled(PAGE_TITLES[page]),
              })),
              {
                path: 'manage/product/:type',
                lazy: () => import('./routes/manage-product'),
                ...titled(({ type }) => PAGE_TITLES.manageProduct(type)),
              },
              {
                path: 'manage/product/:type/withdraw',
                lazy: async () => ({
                  Component: (await import('./routes/leave-policy')).WithdrawPolicy,
                }),
                ...titled(({ type }) => PAGE_TITLES.withdrawPolicy(type)),
              },
              {
                path: 'manage/product/:type/cancel',
                lazy: async () => ({
                  Component: (await import('./routes/leave-policy')).CancelPolicy,
                }),
                ...titled(({ type }) => PAGE_TITLES.cancelPolicy(type)),
              },
              // Claims made online (issue 44): the customer's claims, one claim, a new claim.
              {
                path: 'claims',
                lazy: async () => ({ Component: (await import('./routes/claims')).Claims }),
                ...titled(PAGE_TITLES.claims),
              },
              {
                path: 'claims/:reference',
                lazy: async () => ({ Component: (await import('./routes/claims')).Claim }),
                ...titled(({ reference }) => PAGE_TITLES.claim(reference)),
              },
              {
                path: 'manage/product/:type/claim',
                lazy: async () => ({
                  Component: (await import('./routes/make-claim')).MakeClaim,
                }),
                ...titled(({ type }) => PAGE_TITLES.makeClaim(type)),
              },
              // Issue 45: complaints, made from Your account or a policy's page.
              {
                path: PATHS.makeComplaint.slice(1),
                lazy: async () => ({
                  Component: (await import('./routes/complaints')).MakeComplaint,
                }),
                ...titled(PAGE_TITLES.makeComplaint),
              },
              {
                path: PATHS.complaints.slice(1),
                lazy: async () => ({ Component: (await import('./routes/complaints')).Complaints }),
                ...titled(PAGE_TITLES.complaints),
              },
              {
                path: 'complaints/:reference',
                lazy: async () => ({ Component: (await import('./routes/complaints')).Complaint }),
                ...titled(({ reference }) => PAGE_TITLES.complaint(reference)),
              },
              {
                path: 'manage/product/:type/change',
                lazy: async () => ({
                  Component: (await import('./routes/change-policy')).ChangePolicy,
                }),
                ...titled(({ type }) => PAGE_TITLES.changePolicy(type)),
              },
              // Issue 45: a missed direct debit paid by card, and a new bank account for the debits.
              {
                path: 'manage/product/:type/pay-missed-debit',
                lazy: async () => ({
                  Component: (await import('./routes/policy-payments')).PayMissedDebit,
                }),
                ...titled(({ type }) => PAGE_TITLES.payMissedDebit(type)),
              },
              {
                path: 'manage/product/:type/bank-account',
                lazy: async () => ({
                  Component: (await import('./routes/policy-payments')).ChangeBankAccount,
                }),
                ...titled(({ type }) => PAGE_TITLES.changeBankAccount(type)),
              },
              {
                path: 'manage/viewMultiplePolicies/:type',
                lazy: () => import('./routes/manage-policies'),
                ...titled(({ type }) => PAGE_TITLES.managePolicies(type)),
              },
            ],
          },

          // Agents (platform.md 6); the matching service is for super agents only.
          {
            id: 'agents',
            element: <RequireAccess roles={['agent', 'super_agent']} />,
            children: [
              {
                path: 'wallet/latest-quotes/:type',
                lazy: () => import('./routes/agent-live-quotes'),
                ...titled(({ type }) => PAGE_TITLES.liveQuotes(type)),
              },
              {
                path: 'wallet/searchQuotes',
                lazy: () => import('./routes/agent-search-quotes'),
                ...titled(PAGE_TITLES.searchQuotes),
              },
              {
                path: 'wallet/createAccount',
                lazy: async () => ({
                  Component: (await import('../features/agents/create-account')).CreateAccountPage,
                }),
                ...titled(PAGE_TITLES.createAccount),
              },
              {
                // Create a new Quote: the previous customer's answers end, the quote opens empty.
                path: 'wallet/newQuote/:type',
                lazy: async () => ({
                  Component: (await import('../features/agents/new-quote')).NewCustomerQuote,
                }),
              },
            ],
          },
          // The claims handler's queue and claims (issue 44).
          {
            id: 'claims-handlers',
            element: <RequireAccess roles={['claims_handler']} />,
            children: [
              {
                path: 'staff/claims',
                lazy: async () => ({
                  Component: (await import('./routes/claims-handling')).ClaimQueue,
                }),
                ...titled(PAGE_TITLES.claimQueue),
              },
              {
                path: 'staff/claims/:reference',
                lazy: async () => ({
                  Component: (await import('./routes/claims-handling')).HandledClaim,
                }),
                ...titled(({ reference }) => PAGE_TITLES.handledClaim(reference)),
              },
              // Issue 45: the complaints queue, beside the claims'.
              {
                path: PATHS.complaintQueue.slice(1),
                lazy: async () => ({
                  Component: (await import('./routes/complaints')).ComplaintQueue,
                }),
                ...titled(PAGE_TITLES.complaintQueue),
              },
              {
                path: 'staff/complaints/:reference',
                lazy: async () => ({
                  Component: (await import('./routes/complaints')).HandledComplaint,
                }),
                ...titled(({ reference }) => PAGE_TITLES.handledComplaint(reference)),
              },
            ],
          },
          {
            id: 'super-agents',
            element: <RequireAccess roles={['super_agent']} />,
            children: [
              {
                path: 'wallet/user',
                lazy: async () => ({
                  Component: (await import('../features/agents/matching')).MatchingServicePage,
                }),
                ...titled(PAGE_TITLES.matchingService),
              },
            ],
          },

          // Anything else: back to the wallet.
          {
            path: '*',
            loader: () => redirect(PATHS.wallet),
            element: <Navigate to={PATHS.wallet} replace />,
          },
        ],
      },
    ],
  },
];

/**
 * The pages a visitor lands on (the build draws each, decision 0017): the wallet, the quote
 * forms and the product pages. The router starts with these alone (first-screen-routes.ts).
 * build/landing-pages.test.ts checks that they are the build's landing pages, no more, no fewer.
 */
const FIRST_SCREEN_PATHS = new Set([
  PATHS.wallet.slice(1),
  'wallet/getquote/:step',
  'wallet/getgenericquote/:type',
  'wallet/product/:type',
]);

export const isFirstScreenRoute = (route: RouteObject) =>
  route.index === true || (route.path !== undefined && FIRST_SCREEN_PATHS.has(route.path));

export const splitRoutes = splitRouteTable(routes, isFirstScreenRoute);

/** Whether an address is a landing page's: the pages the router can start with alone. */
export function isFirstScreenPath(pathname: string): boolean {
  return (
    pathname.replace(/\/+$/, '') === '' ||
    [...FIRST_SCREEN_PATHS].some((path) => routeMatches(`/${path}`, pathname))
  );
}

/** The whole table, each page's code asked for a task after its route matches. */
const everyRoute = routes.map(loadedInTaskOfItsOwn);

/**
 * The app's router as createBrowserRouter makes it, but not yet started: its route table's set-up
 * (every path's pattern compiled) and its start (`router.initialize()`: the first match and the
 * first page's code) then run in tasks of their own (decision 0023). On a landing page it starts
 * with the landing pages' routes and adds the rest on the first navigation elsewhere (decision
 * 0025); on any other page it starts with the whole table, which it would add at once anyway, so
 * the patterns are compiled once and not twice. React Router exports the parts
 * createBrowserRouter is made of under `UNSAFE_` names, as the ones its own framework builds its
 * router with; the version is pinned.
 */
export function createAppRouter(pathname = window.location.pathname) {
  const onLandingPage = isFirstScreenPath(pathname);
  return createRouter({
    history: createBrowserHistory(),
    routes: onLandingPage ? splitRoutes.firstScreen : everyRoute,
    ...(onLandingPage
      ? { patchRoutesOnNavigation: addLaterRoutes(splitRoutes.later, isFirstScreenRoute) }
      : {}),
    mapRouteProperties,
    hydrationRouteProperties,
  });
}

/** Resolves once the router has the first page's code and data: what hydration needs first. */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
