import { screen } from '@testing-library/react';
import type { ClaimSummary } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render-route';
import { ClaimsPage } from './claims-page';

const STORM: ClaimSummary = {
  reference: 'CL-ABCD2345',
  policy_id: 'home/5005',
  policy_number: 'BHH0042187',
  product: 'home',
  kind: 'storm',
  kind_label: 'Storm',
  incident_date: '2026-11-28',
  stage: 'received',
  received_at: '2026-11-29T10:00:00.000Z',
  estimate_cents: 125_000,
  amount_cents: null,
};

const HOW_TO_CLAIM =
  'Every claim you have made online, newest first. To make one, open the policy in Manage My Insurance and choose Make a claim.';

function renderClaims(claims: ClaimSummary[]) {
  return renderRoute('/claims', '/claims', <ClaimsPage />, (call) =>
    call.path === '/api/claims' ? { status: 200, body: { claims } } : { status: 404 },
  );
}

describe('Your claims /claims', () => {
  it('says how to make a claim in its lead, and that there are none in a line', async () => {
    renderClaims([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your claims' })).toBeVisible();
    expect(screen.getByText(HOW_TO_CLAIM)).toBeVisible();
    expect(await screen.findByText('You have not made a claim online.')).toBeVisible();
  });

  it('lists each claim with a link to it, under the same lead', async () => {
    renderClaims([STORM]);
    expect(screen.getByText(HOW_TO_CLAIM)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Storm: CL-ABCD2345' })).toHaveAttribute(
      'href',
      '/claims/CL-ABCD2345',
    );
    expect(screen.getByText('Home BHH0042187')).toBeVisible();
    expect(screen.queryByText('You have not made a claim online.')).not.toBeInTheDocument();
  });
});
