import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLAINT_MESSAGES as M, type ProfilePolicy } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { RECEIVED } from '../test-complaints';
import { MakeComplaintPage } from './make-complaint-page';

const HOME: ProfilePolicy = {
  policy_type: 'HOME',
  reference_number: 'HQ-1001',
  policy_number: 'HP-0005',
  policy_id: 'home/5005',
  start_date: '2026-11-20',
  end_date: '2027-11-19',
  insurer: 'RSA',
  premium_cents: 36_500,
  cover: 'Buildings and contents',
} as ProfilePolicy;

function renderForm(path: string, answer: (call: RecordedCall) => FakeAnswer) {
  return renderRoute(
    path,
    '/complaints/new',
    <MakeComplaintPage policies={[HOME]} profileLoading={false} />,
    answer,
  );
}

describe('Make a complaint /complaints/new', () => {
  it('says what is missing in a summary and by each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm('/complaints/new', () => ({ status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    const summary = (await screen.findByRole('heading', { name: 'There is a problem' }))
      .parentElement!;
    expect(within(summary).getByRole('link', { name: M.aboutRequired })).toBeVisible();
    expect(
      within(summary).getByRole('link', { name: `What went wrong?: ${M.descriptionRequired}` }),
    ).toBeVisible();
    expect(
      within(summary).getByRole('link', {
        name: `What would you like us to do to put it right?: ${M.wantedRequired}`,
      }),
    ).toBeVisible();
    // And by each field.
    expect(screen.getAllByText(M.descriptionRequired).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("counts what is left of what went wrong's characters", async () => {
    const user = userEvent.setup();
    renderForm('/complaints/new', () => ({ status: 500 }));
    await user.type(screen.getByLabelText('What went wrong?'), 'Late');
    expect(screen.getByText('You have 1996 characters remaining')).toBeInTheDocument();
  });

  it('opens from a policy with the policy chosen, and acknowledges at once with the reference and the days in words', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm(
      `/complaints/new?policy=${encodeURIComponent(HOME.policy_id)}`,
      (call) => (call.method === 'POST' ? { status: 200, body: RECEIVED } : { status: 404 }),
    );
    expect(screen.getByRole('radio', { name: 'A policy' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Which policy is it about?' })).toHaveValue(
      HOME.policy_id,
    );
    await user.type(
      screen.getByLabelText('What went wrong?'),
      'My documents have the wrong eircode.',
    );
    await user.type(
      screen.getByLabelText('What would you like us to do to put it right?'),
      'Corrected documents.',
    );
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    await waitFor(async () =>
      expect(await screen.findByRole('heading', { name: 'Complaint received' })).toHaveFocus(),
    );
    expect(screen.getByTestId('complaint-reference')).toHaveTextContent('CP-ABCD2345');
    expect(screen.getByText(/update by Tuesday 29 December 2026 at the latest/)).toBeVisible();
    expect(
      screen.getByText('We will give you our final response by Thursday 28 January 2027.'),
    ).toBeVisible();
    const [sent] = calls.filter((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({
      about: 'policy',
      policy_id: HOME.policy_id,
      claim_reference: '',
      description: 'My documents have the wrong eircode.',
      wanted: 'Corrected documents.',
    });
    expect((sent?.body as { submission_id: string }).submission_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: 'View your complaint' })).toHaveAttribute(
      'href',
      '/complaints/CP-ABCD2345',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the API's refusal by its field", async () => {
    const user = userEvent.setup();
    renderForm('/complaints/new', () => ({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: M.policyNotFound },
    }));
    await user.click(screen.getByRole('radio', { name: 'Our service' }));
    await user.type(screen.getByLabelText('What went wrong?'), 'Nobody called back.');
    await user.type(
      screen.getByLabelText('What would you like us to do to put it right?'),
      'Call.',
    );
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText(M.policyNotFound)).toBeVisible();
  });
});
