import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataExport, SignInDetails } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAlso } from '../../../test/answer-also';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { CUSTOMER } from '../../../test/test-api';
import { ACCOUNT_TEXTS } from './account-texts';

const TEXT = ACCOUNT_TEXTS.yourData;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const HELD: SignInDetails = {
  email: 'demo@wallet.test',
  mobile: '+353871234567',
  mobile_verified: true,
  sms_codes: false,
  password_changed_at: null,
  pending_email: null,
  pending_mobile: null,
};
const BUILDING: DataExport = {
  id: '7d3c9a52-1f0e-4f3a-9a57-2c4b8e6f1d20',
  status: 'pending',
  progress: 0,
  requested_at: '2026-12-01T10:00:00.000Z',
  ready_at: null,
  expires_at: null,
};
const READY: DataExport = {
  ...BUILDING,
  status: 'ready',
  progress: 100,
  ready_at: '2026-12-01T10:00:05.000Z',
  expires_at: '2099-12-08T10:00:05.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Your data, on Your account', () => {
  it('asks for a copy, shows it being prepared, then saves the file', async () => {
    const user = userEvent.setup();
    let held: DataExport[] = [];
    let polls = 0;
    renderApp('/account', { signedInAs: CUSTOMER });
    const asked: string[] = answerAlso({
      'GET /api/account/sign-in-details': () => json(HELD),
      'GET /api/account/marketing': () => json({ products: [], changes: [] }),
      'GET /api/account/data-exports': () => {
        // Prepared by the third look.
        if (held[0]?.status === 'pending' && (polls += 1) >= 3) held = [READY];
        return json({ exports: held });
      },
      'POST /api/account/data-exports': () => {
        held = [BUILDING];
        return json(BUILDING, 202);
      },
      [`GET /api/account/data-exports/${READY.id}`]: () => json({ format: 'x' }),
    });
    const created: Blob[] = [];
    // The page's object URLs are counted here instead of made (the spies are undone after the test).
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      created.push(blob as Blob);
      return 'blob:copy';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    await user.click(await screen.findByRole('button', { name: TEXT.ask }));
    expect(await screen.findByLabelText(TEXT.building)).toBeVisible();
    expect(screen.getByRole('button', { name: TEXT.ask })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);

    const save = await screen.findByRole('button', { name: TEXT.download }, { timeout: 8000 });
    expect(
      screen.getByText(/^Your copy from .* is ready\. You can download it until/),
    ).toBeVisible();
    await user.click(save);
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created).toHaveLength(1);
    expect(asked).toContain(`GET /api/account/data-exports/${READY.id}`);
    clicked.mockRestore();
  }, 15_000);
});
