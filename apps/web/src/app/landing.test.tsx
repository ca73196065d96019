import { MESSAGES } from '@wallet/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { AGENT, CUSTOMER } from '../test/test-api';

const main = () => within(screen.getByRole('main'));

describe('landing page /wallet', () => {
  it('greets a visitor with Welcome! and offers Home, Car and Travel and a login link', async () => {
    renderApp('/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.tapToStart)).toBeInTheDocument();
    for (const product of ['Home', 'Car', 'Travel']) {
      expect(main().getByRole('link', { name: product })).toHaveAttribute(
        'href',
        `/wallet/product/${product.toLowerCase()}`,
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
