import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DOCUMENT_ON_REQUEST_MESSAGES as M,
  addDays,
  formatIsoDate,
  parseIsoDate,
  type ProfilePolicy,
  irishToday,
} from '@wallet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { CAR, CUSTOMER, NEWER_HOME } from '../test/fixtures';
import { PolicyDocumentsPage } from './policy-documents-page';

const CAR_DOCUMENTS = '/api/motor/motor_quotes/documents';
const SUMMARY = '/api/home/applied_home_documents/summary';
const ASK = '/api/policies/car-1/documents';

const inDays = (days: number) => formatIsoDate(addDays(parseIsoDate(irishToday())!, days));
/** The car policy, in force: started a month ago, a year's cover. */
const CAR_IN_FORCE: ProfilePolicy = {
  ...CAR,
  start_date: inDays(-30),
  end_date: inDays(334),
  status: 'active',
};
const link = (id: string) =>
  `/api/motor/motor_quotes/documents/${id}?expires=1900000000000&sign_in=s&signature=abc`;

function renderPolicy(policy: ProfilePolicy, answer: (call: RecordedCall) => FakeAnswer) {
  return renderRoute(
    `/documents/policy/${policy.policy_id}`,
    '/documents/policy/:policyId',
    <PolicyDocumentsPage policyId={policy.policy_id} policies={[policy]} profileLoading={false} />,
    answer,
  );
}

const carList = (names: string[]) => ({
  status: 200,
  body: {
    policies: [
      {
        policy_reference: CAR.reference_number,
        documents: names.map((name, index) => ({ name, url: link(`d${index}`) })),
      },
    ],
  },
});

const made = {
  document_id: '8f14e45f-ceea-467f-a0e6-4c1f2a3b4c5d',
  kind: 'replacement_disc',
  display_name: 'Replacement Insurance Disc',
  description: 'A new disc. Issued 01/12/2026 at 10:00.',
  business_process: 'ON_REQUEST',
  created_at: '2026-12-01T10:00:00.000Z',
  content_type: 'application/pdf',
  content: 'JVBERi0=',
};

beforeEach(() => startSession('token', CUSTOMER));
afterEach(() => {
  endSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('documents on request on a policy’s documents page', () => {
  it('offers a car policy in force its disc, its no-claims statement and a proof of cover', async () => {
    renderPolicy(CAR_IN_FORCE, (call) =>
      call.path === CAR_DOCUMENTS ? carList(['Insurance Disc']) : { status: 404 },
    );
    const card = within(await screen.findByRole('region', { name: 'Get a new document' }));
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Get a replacement insurance disc',
      'Get a no-claims bonus statement',
      'Get a proof-of-cover letter',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('makes the disc, shows it in the list and says so in a status message', async () => {
    let listed = ['Insurance Disc'];
    const { calls } = renderPolicy(CAR_IN_FORCE, (call) => {
      if (call.path === CAR_DOCUMENTS) return carList(listed);
      if (call.path === ASK) {
        listed = [...listed, 'Replacement Insurance Disc'];
        return { status: 200, body: made };
      }
      return { status: 404 };
    });
    await screen.findByRole('link', { name: /Open Insurance Disc/ });
    await userEvent.click(screen.getByRole('button', { name: 'Get a replacement insurance disc' }));

    expect(await screen.findByText(M.made('replacement_disc'))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your replacement insurance disc is ready and listed with your documents.',
    );
    expect(
      await screen.findByRole('link', { name: /Open Replacement Insurance Disc/ }),
    ).toBeInTheDocument();
    const asked = calls.filter((call) => call.path === ASK);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ method: 'POST', body: { kind: 'replacement_disc' } });
    expect((asked[0]!.body as { request_id: string }).request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the API’s refusal as an error message by its button', async () => {
    const refusal = M.discNotInForce(CAR_IN_FORCE.end_date);
    renderPolicy(CAR_IN_FORCE, (call) => {
      if (call.path === CAR_DOCUMENTS) return carList(['Insurance Disc']);
      if (call.path === ASK) {
        return {
          status: 400,
          body: { message: 'Request is invalid', fieldErrors: { kind: [refusal] } },
        };
      }
      return { status: 404 };
    });
    const button = await screen.findByRole('button', { name: 'Get a replacement insurance disc' });
    await userEvent.click(button);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(`Error: ${refusal}`);
    expect(button).toHaveAttribute('aria-describedby', error.id);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(await axeViolations()).toEqual([]);
  });

  it('says to try again when the call fails for another reason', async () => {
    renderPolicy(CAR_IN_FORCE, (call) => {
      if (call.path === CAR_DOCUMENTS) return carList(['Insurance Disc']);
      if (call.path === ASK) return { status: 503, body: { message: 'Down' } };
      return { status: 404 };
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Get a proof-of-cover letter' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(M.failed);
  });

  it('offers an ended car policy its no-claims statement only', async () => {
    renderPolicy({ ...CAR_IN_FORCE, status: 'cancelled', end_date: inDays(-1) }, (call) =>
      call.path === CAR_DOCUMENTS ? carList(['Insurance Disc']) : { status: 404 },
    );
    const card = within(await screen.findByRole('region', { name: 'Get a new document' }));
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Get a no-claims bonus statement',
    ]);
  });

  it('offers a home policy in force a proof of cover, and one that has ended nothing', async () => {
    const home = { ...NEWER_HOME, start_date: inDays(-10), end_date: inDays(355) };
    const view = renderPolicy(home, (call) =>
      call.path === SUMMARY ? { status: 200, body: [] } : { status: 404 },
    );
    const card = within(await screen.findByRole('region', { name: 'Get a new document' }));
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Get a proof-of-cover letter',
    ]);
    view.unmount();
    renderPolicy({ ...home, end_date: inDays(-1) }, (call) =>
      call.path === SUMMARY ? { status: 200, body: [] } : { status: 404 },
    );
    await screen.findByRole('heading', { level: 1, name: 'Home Documents' });
    expect(screen.queryByRole('region', { name: 'Get a new document' })).not.toBeInTheDocument();
  });
});
