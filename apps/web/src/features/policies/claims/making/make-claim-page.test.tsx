import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_MESSAGES, productFacts, type ClaimDetail } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../../test/render-route';
import { rememberSelectedPolicy } from '../../lib/selected-policy';
import { ACTIVE_HOME, LEAVING_TODAY } from '../../test/fixtures';
import { MakeClaimPage } from './make-claim-page';

const MADE: ClaimDetail = {
  reference: 'CL-ABCD2345',
  policy_id: ACTIVE_HOME.policy_id,
  policy_number: ACTIVE_HOME.policy_number,
  product: 'home',
  kind: 'storm',
  kind_label: 'Storm',
  incident_date: '2026-11-28',
  stage: 'received',
  received_at: '2026-11-29T10:00:00.000Z',
  estimate_cents: 125_000,
  amount_cents: null,
  place: null,
  description: 'Slates came off the roof.',
  anyone_hurt: false,
  items: [{ description: 'Roof', estimate_cents: 125_000 }],
  other_party: null,
  garda_report_number: null,
  trip: null,
  timeline: [{ stage: 'received', at: '2026-11-29T10:00:00.000Z', note: null }],
  messages: [],
  files: [],
  payout: null,
  excess_cents: null,
};

/** The check step's excess: the home policy's standard excess, unless a test says otherwise. */
const STANDARD_EXCESS: FakeAnswer = {
  status: 200,
  body: { excess_cents: 500_00, on_record: true },
};

function renderMakeClaim(
  answer: (call: RecordedCall) => FakeAnswer = () => ({ status: 404 }),
  today = LEAVING_TODAY,
  excess: FakeAnswer = STANDARD_EXCESS,
) {
  rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
  return renderRoute(
    '/manage/product/home/claim',
    '/manage/product/:type/claim',
    <MakeClaimPage type="home" policies={[ACTIVE_HOME]} profileLoading={false} today={today} />,
    (call) => (call.path.startsWith('/api/claims/excess') ? excess : answer(call)),
  );
}

async function fillStormClaim(user: ReturnType<typeof userEvent.setup>) {
  const hurt = screen.getByRole('group', { name: /Was anyone hurt/ });
  await user.click(within(hurt).getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('radio', { name: 'Storm' }));
  await user.type(screen.getByLabelText(/When did it happen/), '28/11/2026');
  await user.type(screen.getByLabelText(/in your own words/), 'Slates came off the roof.');
  await user.type(screen.getByLabelText(/Item 1: what it is/), 'Roof');
  await user.type(screen.getByLabelText(/Item 1: cost/), '1250');
}

const claimCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/claims');
const submissionOf = (call: RecordedCall | undefined) =>
  (call?.body as { submission_id: string }).submission_id;

describe('making a claim /manage/product/{type}/claim', () => {
  it('shows the excess of the policy for this kind of claim on the check step', async () => {
    const user = userEvent.setup();
    const { calls } = renderMakeClaim();
    await fillStormClaim(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        '€500.00: your policy’s excess for this kind of claim, taken off what we pay',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Excess: €500.00: your policy’s excess for this kind of claim, taken off what we pay',
      ),
    ).toBeInTheDocument();
    const asked = calls.find((call) => call.path.startsWith('/api/claims/excess'));
    expect(asked?.query).toEqual({
      policy_id: ACTIVE_HOME.policy_id,
      kind: 'storm',
      incident_date: '2026-11-28',
    });
  });

  it('says when no excess applies, and when the policy’s terms are not on record', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMakeClaim(undefined, undefined, {
      status: 200,
      body: { excess_cents: null, on_record: true },
    });
    await fillStormClaim(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('None on this kind of claim under your cover')).toBeVisible();
    unmount();
    const { unmount: unmountAgain } = renderMakeClaim(undefined, undefined, {
      status: 200,
      body: { excess_cents: null, on_record: false },
    });
    await fillStormClaim(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('As your policy schedule shows')).toBeVisible();
    unmountAgain();
    renderMakeClaim(undefined, undefined, { status: 503, body: { message: 'Unavailable' } });
    await fillStormClaim(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('It could not be worked out just now: your policy schedule shows it'),
    ).toBeVisible();
  });

  it('sends the same answers again with their id, and changed answers with a new one', async () => {
    const user = userEvent.setup();
    const answers: FakeAnswer[] = [
      { status: 503, body: { message: 'The service is briefly unavailable.' } },
      { status: 503, body: { message: 'The service is briefly unavailable.' } },
      { status: 200, body: MADE },
    ];
    const { calls } = renderMakeClaim(() => answers.shift()!);
    await fillStormClaim(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Send claim' }));
    expect(await screen.findByText('The service is briefly unavailable.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Send claim' }));
    await screen.findByText('The service is briefly unavailable.');
    await user.type(screen.getByLabelText(/in your own words/), ' Rain came in.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Send claim' }));
    expect(await screen.findByText(/Your claim reference is CL-ABCD2345/)).toBeVisible();
    const [first, retry, changed] = claimCalls(calls);
    expect(submissionOf(retry)).toBe(submissionOf(first));
    expect(submissionOf(changed)).not.toBe(submissionOf(first));
    expect((changed?.body as { description: string }).description).toBe(
      'Slates came off the roof. Rain came in.',
    );
  });

  it('does not let the answers be changed while they are being sent', async () => {
    const user = userEvent.setup();
    let answer!: (value: { status: number; body?: unknown }) => void;
    renderMakeClaim(() => new Promise((resolve) => (answer = resolve)));
    await fillStormClaim(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Send claim' }));
    expect(screen.getByRole('button', { name: 'Change your answers' })).toBeDisabled();
    answer({ status: 200, body: MADE });
    expect(await screen.findByText(/Your claim reference is CL-ABCD2345/)).toBeVisible();
  });

  it("shows the API's problem with the second item beside it, after the first is removed too", async () => {
    const user = userEvent.setup();
    renderMakeClaim(() => ({
      status: 400,
      body: {
        message: 'The request is not valid.',
        fieldErrors: { 'items.1.description': [CLAIM_MESSAGES.itemDescriptionRequired] },
      },
    }));
    await fillStormClaim(user);
    await user.click(screen.getByRole('button', { name: 'Add another item' }));
    expect(screen.getByLabelText(/Item 2: what it is/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Item 2: what it is/), 'Gutter');
    await user.type(screen.getByLabelText(/Item 2: cost/), '80');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Send claim' }));
    const second = await screen.findByLabelText(/Item 2: what it is/);
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription(/Enter what was damaged or lost/),
    );
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    const moved = screen.getByLabelText(/Item 1: what it is/);
    expect(moved).toHaveValue('Gutter');
    expect(moved).toHaveFocus();
    expect(moved).toHaveAccessibleDescription(/Enter what was damaged or lost/);
  });

  it("explains an id sent again with other answers as the API's own message", async () => {
    const user = userEvent.setup();
    renderMakeClaim(() => ({
      status: 409,
      body: { message: CLAIM_MESSAGES.submissionReused },
    }));
    await fillStormClaim(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Send claim' }));
    expect(await screen.findByText(CLAIM_MESSAGES.submissionReused)).toBeVisible();
  });
});

describe('photos and documents sent with a claim', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));
  const jpeg = (name: string) =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

  it('are checked when chosen, removable, listed on the check, and sent after the claim', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = renderMakeClaim((call) =>
      call.path === '/api/claims'
        ? { status: 200, body: MADE }
        : call.path.endsWith('/files') && calls.filter((c) => c.path.endsWith('/files')).length > 1
          ? { status: 400, body: { message: 'x', fieldErrors: { file: ['floor.jpg is empty'] } } }
          : { status: 200, body: MADE },
    );
    await fillStormClaim(user);
    const field = screen.getByLabelText('Photos and documents (optional)');
    await user.upload(field, [
      jpeg('roof.jpg'),
      new File(['MZ'], 'virus.jpg', { type: 'image/jpeg' }),
      jpeg('floor.jpg'),
      jpeg('gutter.jpg'),
    ]);
    expect(await screen.findByText(CLAIM_MESSAGES.fileWrongType('virus.jpg'))).toBeVisible();
    const chosen = within(screen.getByRole('list', { name: 'Chosen to send' }));
    expect(chosen.getAllByRole('listitem')).toHaveLength(3);
    await user.click(chosen.getByRole('button', { name: 'Remove gutter.jpg' }));
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('roof.jpg, floor.jpg')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send claim' }));
    expect(await screen.findByText(/Your claim reference is CL-ABCD2345/)).toBeVisible();
    expect(screen.getByText(/One file was not sent/)).toBeVisible();
    expect(screen.getByText('floor.jpg: floor.jpg is empty')).toBeVisible();
    const uploads = calls.filter((call) => call.method === 'POST' && call.path !== '/api/claims');
    expect(uploads.map((call) => call.path)).toEqual([
      '/api/claims/CL-ABCD2345/files',
      '/api/claims/CL-ABCD2345/files',
    ]);
  });
});

describe('a policy that cannot be claimed on online', () => {
  it('says why at once, with the claims line, and asks nothing', () => {
    renderMakeClaim(undefined, '2028-11-20');
    expect(
      screen.getByText(CLAIM_MESSAGES.policyNotClaimable(productFacts('home').claims.phoneNumber)),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('making a claim while the policies load', () => {
  it('draws the first step’s heading and opening words above a spinner', () => {
    renderRoute(
      '/manage/product/home/claim',
      '/manage/product/:type/claim',
      <MakeClaimPage type="home" policies={[]} profileLoading today={LEAVING_TODAY} />,
      () => ({ status: 500 }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Make a claim' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us what happened' })).toBeVisible();
    expect(screen.getByText(/Answer what you can now/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your policy');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
