import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FEATURE_FLAGS, MESSAGES, type ProfilePolicy } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { CAR, NEWER_HOME, OLDER_HOME } from '../test/fixtures';
import { renderRoute } from '../../../test/render-route';
import { DocumentsMenuPage } from './documents-menu-page';

function renderMenu(policies: ProfilePolicy[], flags = DEFAULT_FEATURE_FLAGS) {
  return renderRoute(
    '/documents',
    '/documents',
    <DocumentsMenuPage flags={flags} policies={policies} profileLoading={false} />,
  );
}

describe('documents menu /documents', () => {
  it('offers Car, Home and Travel Documents; a product without a policy is disabled and says why', async () => {
    renderMenu([CAR, OLDER_HOME, NEWER_HOME]);
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    const products = within(screen.getByRole('list', { name: 'Products' }));
    expect(products.getAllByRole('listitem')).toHaveLength(3);
    const travel = products.getByRole('button', { name: 'Travel Documents' });
    expect(travel).toBeDisabled();
    expect(travel).toHaveAccessibleDescription('You have no travel policies with us.');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/wallet');
    expect(await axeViolations()).toEqual([]);
  });

  it('goes straight to the documents of a product’s only policy', () => {
    renderMenu([CAR, OLDER_HOME, NEWER_HOME]);
    expect(screen.getByRole('link', { name: 'Car Documents' })).toHaveAttribute(
      'href',
      '/documents/policy/car-1',
    );
  });

  it('lists several policies of a product, newest first, each opening its documents', async () => {
    const user = userEvent.setup();
    renderMenu([OLDER_HOME, CAR, NEWER_HOME]);
    const home = screen.getByRole('button', { name: 'Home Documents' });
    expect(home).toHaveAttribute('aria-expanded', 'false');
    await user.click(home);
    expect(home).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Your home policies' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/documents/policy/home-newer',
      '/documents/policy/home-older',
    ]);
    expect(links[0]).toHaveAccessibleName(
      'Policy Number HP-0002, Start date 10/02/2025, Reference HQ-2002',
    );
    expect(await axeViolations()).toEqual([]);
    await user.click(home);
    expect(screen.queryByRole('region', { name: 'Your home policies' })).not.toBeInTheDocument();
  });

  it('shows only the products whose flag is on', () => {
    renderMenu([CAR, OLDER_HOME], { ...DEFAULT_FEATURE_FLAGS, motor_enabled: false });
    expect(screen.queryByRole('link', { name: 'Car Documents' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home Documents' })).toBeInTheDocument();
  });

  it('without any policy says so and gives the number to call', async () => {
    renderMenu([]);
    expect(screen.getByText(MESSAGES.noPolicies)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Please call us on 01 488 4062/ })).toHaveAttribute(
      'href',
      'tel:014884062',
    );
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  // Decision 0041: the title and lead first, drawn into a returning customer's frame.
  it('waits for the profile under its title and lead', () => {
    renderRoute(
      '/documents',
      '/documents',
      <DocumentsMenuPage flags={DEFAULT_FEATURE_FLAGS} policies={[]} profileLoading />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    expect(screen.getByText('Choose a product to see your policy documents.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your policies');
  });
});
