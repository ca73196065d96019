import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentPolicyDocuments, SessionUser } from '@wallet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { PolicyDocumentsPage } from './policy-documents-page';

const AGENT: SessionUser = {
  user_id: 'agent-1',
  email: 'agent@wallet.test',
  given_name: 'Niamh',
  family_name: 'Kelly',
  role: 'agent',
};

const LISTING: AgentPolicyDocuments = {
  policy: {
    policy_id: 'POL-1',
    policy_type: 'MOTOR',
    policy_number: 'MC-000123',
    reference_number: 'REF-9',
    start_date: '2026-12-01',
    end_date: '2027-11-30',
  },
  customer: {
    first_name: 'Sorcha',
    last_name: 'Ní Bhriain',
    email: 'sorcha@example.ie',
    password_set: false,
  },
  documents: [
    { display_name: 'Policy Schedule', description: 'Your cover and premium' },
    { display_name: 'Certificate of Insurance', description: 'Proof of cover' },
  ],
};

const LIST = '/api/agent/policies/POL-1/documents';

function renderAsAgent(answer: (call: RecordedCall) => FakeAnswer) {
  return renderRoute(
    '/documents/policy/POL-1',
    '/documents/policy/:policyId',
    // The agent has no policies of their own: the page does not look among them.
    <PolicyDocumentsPage policyId="POL-1" policies={[]} profileLoading={false} />,
    answer,
  );
}

beforeEach(() => startSession('token', AGENT));
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the agent’s view of a customer’s policy documents', () => {
  it('lists the documents by name with nothing to open, and sends them to the customer by email', async () => {
    const { calls } = renderAsAgent((call) => {
      if (call.method === 'GET' && call.path === LIST) return { status: 200, body: LISTING };
      if (call.method === 'POST' && call.path === `${LIST}/email`) {
        return { status: 200, body: { sent: true, document_count: 2 } };
      }
      return { status: 404, body: { message: 'No such route' } };
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Car Documents' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Policy Code MC-000123')).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'The customer' });
    expect(within(customer).getByText('Sorcha Ní Bhriain')).toBeInTheDocument();
    expect(within(customer).getByText('sorcha@example.ie')).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'The policy’s documents' });
    expect(within(documents).getAllByRole('listitem')).toHaveLength(2);
    expect(within(documents).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByText(/still being processed/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Send the documents to the customer by email' }),
    );
    expect(
      await screen.findByText('The 2 documents were sent by email to sorcha@example.ie.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${LIST}/email`)).toHaveLength(1);
    // The customer's own document calls are never made for an agent.
    expect(calls.some((call) => call.path.startsWith('/api/home/applied_home_documents'))).toBe(
      false,
    );
  });

  it('says so when the policy is not one the agent may see', async () => {
    renderAsAgent(() => ({
      status: 404,
      body: { message: 'No such policy bought through an agent.' },
    }));
    expect(await screen.findByText(/was not bought through an agent/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send the documents/ })).not.toBeInTheDocument();
  });
});
