import { PRODUCT_NAME } from '@wallet/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, matchRoutes, Outlet, RouterProvider, type Params } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { ALL_POLICIES, CUSTOMER } from '../test/test-api';
import { ErrorSummary, type SummaryError } from '../ui/error-summary';
import { DocumentTitle, titled, type TitledRouteHandle } from './layout/document-title';
import { PAGE_TITLES } from './page-titles';
import { routes } from './router';

/** The title the router gives `path`, as the app layout reads it: the deepest route's. */
function routeTitleOf(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  const titles = matches.map((match) => {
    const title = (match.route.handle as Partial<TitledRouteHandle> | undefined)?.title;
    return typeof title === 'function' ? title(match.params as Params) : title;
  });
  return titles.filter((title) => title !== undefined).at(-1);
}

/** One address of each page a customer meets, two addresses of one page only where they are. */
const PAGES = [
  '/wallet',
  '/wallet/comingsoon',
  '/wallet/motorHoldingPage',
  '/wallet/getquote/aboutYou',
  '/wallet/getquote/yourHome',
  '/wallet/getquote/yourCover',
  '/wallet/terms-and-conditions/home',
  '/wallet/getquotethankyou/home',
  '/wallet/viewMultipleQuotes/home',
  '/wallet/viewQuote/home',
  '/wallet/consent/home',
  '/wallet/makePayment/home',
  '/wallet/paymentthankyou/home',
  '/wallet/getgenericquote/travel',
  '/wallet/getquotethankyou/travel',
  '/wallet/viewMultipleQuotes/travel',
  '/wallet/declaration',
  '/wallet/consent/travel',
  '/wallet/makePayment/payment/travel',
  '/wallet/paymentthankyou/travel',
  '/wallet/error/travel',
  '/wallet/error/home',
  '/wallet/error',
  '/login',
  '/confirmLoginCode',
  '/customer-login',
  '/newpassword',
  '/resetpassword',
  '/signup',
  '/verifyEmail',
  '/logout',
  '/wallet/product/home',
  '/wallet/product/travel',
  '/wallet/product/pet',
  '/manage',
  '/manage/product/home',
  '/manage/viewMultiplePolicies/travel',
  '/documents',
  '/documents/policy/HOME-0001',
  '/documents/unavailable',
  '/wallet/submitClaim/home',
  '/wallet/medicalAssistance/travel',
  '/wallet/amendPolicy/travel',
  // The call-us page for a change to automatic renewal is a page of its own; other is the default.
  '/wallet/amendPolicy/renewal',
  '/wallet/amendPolicy/other',
  '/wallet/renewPolicy',
  '/wallet/getgenericquote/car',
  '/wallet/terms-and-conditions/car',
  '/wallet/getquotethankyou/car',
  '/wallet/viewMultipleQuotes/car',
  '/wallet/viewQuote/car',
  // Screens not open yet, each at its own address.
  '/wallet/viewQuote/travel',
  '/wallet/terms-and-conditions/travel',
  '/wallet/error/car',
  '/wallet/viewRenewalQuote/home',
  '/wallet/statementOfFact/home',
  '/wallet/renewal/makePayment/home',
  // The agent workspace.
  '/wallet/latest-quotes/home',
  '/wallet/latest-quotes/car',
  '/wallet/searchQuotes',
  '/wallet/createAccount',
  '/wallet/user',
];

describe('page titles', () => {
  it('name the page, then its journey or product, then the product, and no two pages alike', () => {
    const titles = PAGES.map((path) => [path, routeTitleOf(path)] as const);
    for (const [path, title] of titles) {
      expect(title, path).toMatch(new RegExp(` - ${PRODUCT_NAME}$`));
    }
    const pathsOf = new Map<string, string[]>();
    for (const [path, title] of titles) pathsOf.set(title!, [...(pathsOf.get(title!) ?? []), path]);
    expect([...pathsOf.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('give a step of the home quote its own name, and a page a product has not opened Coming soon', () => {
    expect(routeTitleOf('/wallet/getquote/aboutYou')).toBe(
      'About you - Home insurance quote - Insurance Wallet',
    );
    expect(routeTitleOf('/wallet/getquote/yourCover')).toBe(
      'Your cover - Home insurance quote - Insurance Wallet',
    );
    expect(routeTitleOf('/wallet/getgenericquote/travel')).toBe(
      'Your Details - Travel insurance quote - Insurance Wallet',
    );
    expect(routeTitleOf('/wallet/getgenericquote/car')).toBe(
      'Your Details - Car insurance quote - Insurance Wallet',
    );
    expect(routeTitleOf('/wallet/searchQuotes')).toBe(
      'Search all home quotes - Agent workspace - Insurance Wallet',
    );
    expect(routeTitleOf('/wallet/latest-quotes/car')).toBe(
      'Live car quotes - Agent workspace - Insurance Wallet',
    );
    // Without a type these pages are home's (home.md 2).
    expect(routeTitleOf('/wallet/viewQuote')).toBe(routeTitleOf('/wallet/viewQuote/home'));
    // Each product's failure has its own error page; without a product, the generic one.
    expect(routeTitleOf('/wallet/error/car')).toBe(
      'Quote not available - Car insurance quote - Insurance Wallet',
    );
    expect(routeTitleOf('/wallet/error')).toBe(PAGE_TITLES.somethingWentWrong);
  });

  it("becomes the document's title on the page", async () => {
    renderApp('/wallet');
    await waitFor(() => expect(document.title).toBe('Your wallet - Insurance Wallet'));
  });

  it('is the step of the address on a step form', async () => {
    renderApp('/wallet/getquote/aboutYou');
    await screen.findByRole('button', { name: 'Next' });
    expect(document.title).toBe('About you - Home insurance quote - Insurance Wallet');
  });

  it('names the login form and the page on a private page a visitor opens, and the page once signed in', async () => {
    renderApp('/manage');
    await screen.findByRole('button', { name: 'Log In' });
    expect(document.title).toBe('Log In: Manage my insurance - Insurance Wallet');

    renderApp('/manage', { signedInAs: CUSTOMER, policies: ALL_POLICIES });
    await screen.findByRole('heading', { level: 1, name: 'Manage My Insurance' });
    expect(document.title).toBe('Manage my insurance - Insurance Wallet');
  });

  it("starts with 'Error: ' while the page shows an error summary, and loses it when the errors are put right", async () => {
    const user = userEvent.setup();
    function Form() {
      const [errors, setErrors] = useState<SummaryError[]>([]);
      return (
        <>
          <ErrorSummary errors={errors} submitCount={errors.length} />
          <button onClick={() => setErrors([{ message: 'Email is required' }])}>
            Submit empty
          </button>
          <button onClick={() => setErrors([])}>Submit answered</button>
        </>
      );
    }
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <DocumentTitle />
              <Outlet />
            </>
          ),
          children: [{ path: '/form', element: <Form />, ...titled('Form - Insurance Wallet') }],
        },
      ],
      { initialEntries: ['/form'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe('Form - Insurance Wallet'));

    await user.click(screen.getByRole('button', { name: 'Submit empty' }));
    expect(document.title).toBe('Error: Form - Insurance Wallet');
    await user.click(screen.getByRole('button', { name: 'Submit answered' }));
    expect(document.title).toBe('Form - Insurance Wallet');
  });

  it('loses the error when the customer leaves the page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/wallet/getquote/aboutYou');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(document.title).toBe('Error: About you - Home insurance quote - Insurance Wallet');

    await router.navigate('/wallet');
    await waitFor(() => expect(document.title).toBe('Your wallet - Insurance Wallet'));
  });
});
