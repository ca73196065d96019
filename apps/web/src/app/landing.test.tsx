import { MESSAGES } from '@wallet/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { AGENT, CUSTOMER } from '../test/test-api';

const main = () => within(screen.getByRole('main'));

describe('landing page /wallet', () => {
  it('greets a visitor with Welcome!, whose tiles lead straight to Get Quotes, and a login link', async () => {
    renderApp('/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.tapToStart)).toBeInTheDocument();
    // Issue 14: the product page is private, so a visitor's tile skips it.
    expect(main().getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/wallet/getquote/aboutYou',
    );
    for (const product of ['car', 'travel']) {
      expect(main().getByRole('link', { name: new RegExp(`^${product}$`, 'i') })).toHaveAttribute(
        'href',
        `/wallet/getgenericquote/${product}`,
      );
    }
    expect(main().getByRole('link', { name: 'Have an account? Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('greets a signed-in customer by first name and drops the login link', async () => {
    renderApp('/wallet', { signedInAs: CUSTOMER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Aoife!' }),
    ).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Have an account? Login' })).not.toBeInTheDocument();
    for (const product of ['Home', 'Car', 'Travel']) {
      expect(main().getByRole('link', { name: product })).toHaveAttribute(
        'href',
        `/wallet/product/${product.toLowerCase()}`,
      );
    }
  });

  it('takes a visitor from the Home tile to the Get Quotes page in one tap', async () => {
    const { router } = renderApp('/wallet');
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    await userEvent.setup().click(main().getByRole('link', { name: 'Home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get Quotes' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet/getquote/aboutYou');
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('hides the Car card once the flags say motor_enabled is off', async () => {
    renderApp('/wallet', { flags: { motor_enabled: false } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    await waitForCarTileToGo();
    expect(main().getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Travel' })).toBeInTheDocument();
  });

  it('hides Travel for agents', async () => {
    renderApp('/wallet', { signedInAs: AGENT, accounts: [AGENT] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Seán!' }),
    ).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Travel' })).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('marks a product whose flag is off as Coming Soon', async () => {
    renderApp('/wallet', { flags: { travel_enabled: false } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    const tile = await main().findByRole('link', { name: 'Travel Coming Soon' });
    expect(tile).toHaveAttribute('href', '/wallet/comingsoon');
  });
});

async function waitForCarTileToGo() {
  const { waitFor } = await import('@testing-library/react');
  await waitFor(() => expect(main().queryByRole('link', { name: 'Car' })).not.toBeInTheDocument());
}
