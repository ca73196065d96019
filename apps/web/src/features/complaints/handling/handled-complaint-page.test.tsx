import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLAINT_MESSAGES as M, FSPO_RIGHT_LINES } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { ANSWERED, FOR_STAFF } from '../test-complaints';
import { ComplaintQueuePage } from './complaint-queue-page';
import { HandledComplaintPage } from './handled-complaint-page';

function renderHandled(answer: (call: RecordedCall) => FakeAnswer) {
  return renderRoute(
    '/staff/complaints/CP-ABCD2345',
    '/staff/complaints/:reference',
    <HandledComplaintPage reference="CP-ABCD2345" />,
    answer,
  );
}

const posted = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'POST')
    .map((call) => call.body as Record<string, unknown>);

describe('a complaint for staff /staff/complaints/{reference}', () => {
  it('shows its customer and what is overdue, and asks for the outcome of a final response', async () => {
    const user = userEvent.setup();
    const { calls } = renderHandled((call) =>
      call.method === 'GET'
        ? { status: 200, body: FOR_STAFF }
        : {
            status: 200,
            body: {
              ...FOR_STAFF,
              ...ANSWERED,
              next_due: null,
              actions: [],
            },
          },
    );
    expect(await screen.findByText('Orla Kenny (orla@example.ie)')).toBeVisible();
    expect(screen.getByText('Overdue:')).toBeVisible();
    expect(screen.getByText(/Update by Tuesday 29 December 2026/)).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Give the final response' }));
    expect(
      screen.getByText(/Financial Services and Pensions Ombudsman is added to it/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send to the customer' }));
    const summary = (await screen.findByRole('heading', { name: 'There is a problem' }))
      .parentElement!;
    expect(within(summary).getByRole('link', { name: M.outcomeRequired })).toBeVisible();
    expect(within(summary).getByRole('link', { name: M.responseRequired })).toBeVisible();
    expect(posted(calls)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Upheld' }));
    await user.type(
      screen.getByLabelText('The final response, as the customer will read it'),
      'Corrected documents are on your policy.',
    );
    await user.click(screen.getByRole('button', { name: 'Send to the customer' }));
    expect(await screen.findByText('Sent to the customer.')).toBeVisible();
    expect(posted(calls)).toEqual([
      {
        action: 'final_response',
        action_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        outcome: 'upheld',
        text: 'Corrected documents are on your policy.',
      },
    ]);
    const final = screen.getByRole('region', { name: 'Our final response' });
    expect(within(final).getByText(FSPO_RIGHT_LINES[1])).toBeVisible();
    expect(screen.getByText('This complaint has had its final answer.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('sends an update in the customer’s words', async () => {
    const user = userEvent.setup();
    const { calls } = renderHandled((call) =>
      call.method === 'GET'
        ? { status: 200, body: FOR_STAFF }
        : { status: 200, body: { ...FOR_STAFF, status: 'being_investigated' } },
    );
    await user.click(await screen.findByRole('radio', { name: 'Send an update' }));
    await user.type(
      screen.getByLabelText('The update, as the customer will read it'),
      'We asked the insurer.',
    );
    await user.click(screen.getByRole('button', { name: 'Send to the customer' }));
    expect(await screen.findByText('Sent to the customer.')).toBeVisible();
    expect(posted(calls)).toMatchObject([{ action: 'update', text: 'We asked the insurer.' }]);
  });
});

describe('the complaints queue /staff/complaints', () => {
  it('lists open complaints with their due dates, overdue in words', async () => {
    renderRoute('/staff/complaints', '/staff/complaints', <ComplaintQueuePage />, () => ({
      status: 200,
      body: {
        complaints: [
          {
            reference: 'CP-ABCD2345',
            about_label: 'A policy',
            product: 'home',
            status: 'received',
            received_at: '2026-10-20T10:00:00.000Z',
            age_days: 42,
            update_due: '2026-11-17',
            final_response_due: '2026-12-15',
            next_due: { for: 'update', due: '2026-11-17', overdue: true },
          },
        ],
      },
    }));
    expect(await screen.findByRole('link', { name: 'A policy: CP-ABCD2345' })).toHaveAttribute(
      'href',
      '/staff/complaints/CP-ABCD2345',
    );
    expect(screen.getByText('Overdue:')).toBeVisible();
    expect(screen.getByText('Tuesday 15 December 2026')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
