import { MESSAGES, PHONE } from '@wallet/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { ALL_POLICIES, CUSTOMER } from '../test/test-api';

const main = () => within(screen.getByRole('main'));

describe('product landing /wallet/product/{type}', () => {
  it('home: Get Quotes goes to the about-you step; Manage is a link when a home policy exists', async () => {
    renderApp('/wallet/product/home', { signedInAs: CUSTOMER, policies: ALL_POLICIES });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Home Insurance' }),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Get Quotes' })).toHaveAttribute(
      'href',
      '/wallet/getquote/aboutYou',
    );
    expect(await main().findByRole('link', { name: 'Manage My Insurance' })).toHaveAttribute(
      'href',
      '/manage/viewMultiplePolicies/home',
    );
  });

  it('car and travel start at the generic quote page', async () => {
    const car = renderApp('/wallet/product/car', { signedInAs: CUSTOMER });
    await screen.findByRole('heading', { level: 1, name: 'Car Insurance' });
    expect(await main().findByRole('link', { name: 'Get Quotes' })).toHaveAttribute(
      'href',
      '/wallet/getgenericquote/car',
    );
    car.unmount();
    renderApp('/wallet/product/travel', { signedInAs: CUSTOMER });
    await screen.findByRole('heading', { level: 1, name: 'Travel Insurance' });
    expect(await main().findByRole('link', { name: 'Get Quotes' })).toHaveAttribute(
      'href',
      '/wallet/getgenericquote/travel',
    );
    expect(screen.getByText(MESSAGES.travelOnlyOnline)).toBeInTheDocument();
  });

  it('disables Manage My Insurance without a policy of that type', async () => {
    renderApp('/wallet/product/travel', {
      signedInAs: CUSTOMER,
      policies: ALL_POLICIES.filter((policy) => policy.policy_type === 'HOME'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Travel Insurance' });
    expect(await main().findByRole('button', { name: 'Manage My Insurance' })).toBeDisabled();
    expect(main().queryByRole('link', { name: 'Manage My Insurance' })).not.toBeInTheDocument();
  });

  it('offers the help phone for the products sold by phone', async () => {
    renderApp('/wallet/product/home', { signedInAs: CUSTOMER });
    await screen.findByRole('heading', { level: 1, name: 'Home Insurance' });
    expect(main().getByText(MESSAGES.offlineProduct(PHONE.sales))).toBeInTheDocument();
    expect(main().getByRole('link', { name: /Help line 01 488 4062/ })).toHaveAttribute(
      'href',
      'tel:014884062',
    );
    expect(main().getByRole('link', { name: 'Pet' })).toHaveAttribute(
      'href',
      '/wallet/product/pet',
    );
  });

  it('a phone-only product page gives the number', async () => {
    renderApp('/wallet/product/pet', { signedInAs: CUSTOMER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pet Insurance' }),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: /01 488 4062/ })).toHaveAttribute(
      'href',
      'tel:014884062',
    );
  });

  it('an unknown product goes back to the wallet', async () => {
    const { router } = renderApp('/wallet/product/yacht', { signedInAs: CUSTOMER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Aoife!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
  });
});
