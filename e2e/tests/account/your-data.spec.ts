import { readFile } from 'node:fs/promises';
import { DATA_EXPORT_PARTS, outboxListSchema } from '@wallet/domain';
import { DEMO_CUSTOMER, E2E_BASE_URL } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';

test.describe('your data', () => {
  test('the demo customer downloads a copy of her data and is told by e-mail', async ({
    page,
    request,
    signIn,
    scan,
  }) => {
    await signIn(DEMO_CUSTOMER.email);
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Your data' });
    // A copy asked for at the other width a moment ago is answered again.
    await card.getByRole('button', { name: /^(Download your data|Prepare a new copy)$/ }).click();
    const save = card.getByRole('button', { name: 'Save my data (JSON file)' });
    await expect(save).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText(/^Your copy from .* is ready/)).toBeVisible();
    await scan();
    await shot(page, 'account-your-data');

    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toMatch(/^insurance-wallet-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(Object.keys(data)).toEqual(['format', 'made_at', ...DATA_EXPORT_PARTS]);
    expect(data.profile.email).toBe(DEMO_CUSTOMER.email);
    // Her home, car and travel policies, as Manage My Insurance lists them.
    expect(
      new Set(data.policies.map((policy: { policy_type: string }) => policy.policy_type)),
    ).toEqual(new Set(['HOME', 'MOTOR', 'TRAVEL']));

    const outbox = outboxListSchema.parse(
      await (
        await request.get(
          `${E2E_BASE_URL}/api/dev/messages?recipient=${encodeURIComponent(DEMO_CUSTOMER.email)}`,
        )
      ).json(),
    );
    expect(outbox.messages.map((message) => message.subject)).toContain(
      'Your Insurance Wallet data is ready to download',
    );
  });
});
