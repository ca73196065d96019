import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderRoute } from '../../../test/render-route';
import { ComplaintsPage } from '../list/complaints-page';
import { ANSWERED, RECEIVED } from '../test-complaints';
import { ComplaintPage } from './complaint-page';

describe('a complaint /complaints/{reference}', () => {
  it('shows the days its update and final response are due, in words', async () => {
    renderRoute(
      '/complaints/CP-ABCD2345',
      '/complaints/:reference',
      <ComplaintPage reference="CP-ABCD2345" />,
      () => ({
        status: 200,
        body: RECEIVED,
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complaint CP-ABCD2345' }),
    ).toBeVisible();
    expect(screen.getByText('Tuesday 29 December 2026')).toBeVisible();
    expect(screen.getByText('Thursday 28 January 2027')).toBeVisible();
    expect(screen.getByText('Received', { selector: '.complaint-status' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the final response with its outcome and the Ombudsman paragraph, and the timeline', async () => {
    renderRoute(
      '/complaints/CP-ABCD2345',
      '/complaints/:reference',
      <ComplaintPage reference="CP-ABCD2345" />,
      () => ({
        status: 200,
        body: ANSWERED,
      }),
    );
    const final = await screen.findByRole('region', { name: 'Our final response' });
    expect(within(final).getByText('Upheld')).toBeVisible();
    expect(within(final).getByText('Corrected documents are on your policy.')).toBeVisible();
    expect(
      within(final).getByText(/Financial Services and Pensions Ombudsman within 6 months/),
    ).toBeVisible();
    expect(
      within(final).getByText(/Lincoln House, Lincoln Place, Dublin 2, D02 VH29/),
    ).toBeVisible();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);
    expect(within(timeline).getByText('We asked the insurer.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when it is not the customer’s or cannot be loaded', async () => {
    renderRoute(
      '/complaints/CP-ZZZZ2345',
      '/complaints/:reference',
      <ComplaintPage reference="CP-ZZZZ2345" />,
      () => ({
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          message: 'No complaint was found with this reference.',
        },
      }),
    );
    expect(
      await screen.findByText('This complaint could not be found, or could not be loaded.'),
    ).toBeVisible();
  });
});

describe('Your complaints /complaints', () => {
  it('lists each complaint with a link to it, and a way to make one', async () => {
    renderRoute('/complaints', '/complaints', <ComplaintsPage />, () => ({
      status: 200,
      body: { complaints: [RECEIVED] },
    }));
    expect(await screen.findByRole('link', { name: 'A policy: CP-ABCD2345' })).toHaveAttribute(
      'href',
      '/complaints/CP-ABCD2345',
    );
    expect(screen.getByText('Home HP-0005')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Make a complaint' })).toHaveAttribute(
      'href',
      '/complaints/new',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('says when there is none', async () => {
    renderRoute('/complaints', '/complaints', <ComplaintsPage />, () => ({
      status: 200,
      body: { complaints: [] },
    }));
    expect(await screen.findByText('You have not made a complaint online.')).toBeVisible();
  });
});
