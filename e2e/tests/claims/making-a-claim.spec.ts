import { fileURLToPath } from 'node:url';
import { outboxListSchema } from '@wallet/domain';
import { createVerifiedAccount } from '../../support/accounts';
import { buyHomeByCard, openPolicyPage } from '../../support/checkout';
import { E2E_BASE_URL } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { displayDate } from '../../support/home-journey';
import { shot } from '../../support/screenshots';

const claimFile = (name: string) =>
  fileURLToPath(new URL(`../../support/claim-files/${name}`, import.meta.url));

test.describe('claims online', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a home customer reports an escape of water, follows it and writes to the handler', async ({
    page,
    request,
    scan,
    signIn,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', false);
    const account = await createVerifiedAccount(request, 'claims');
    await signIn(account.email);
    const policy = await buyHomeByCard(page, account.email);

    // From the wallet itself: Make a claim on the policy just bought (the policy's page has it
    // too, beside the claims line's page: the handler's journey starts there).
    await page.goto('/wallet');
    const yours = page.getByRole('region', { name: 'Your policies' });
    await expect(yours).toBeVisible();
    await shot(page, 'wallet-make-claim');
    await yours
      .getByRole('link', { name: `Make a claim on Home Insurance ${policy.number}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Make a claim' })).toBeVisible();
    await scan();
    await shot(page, 'claim-step-1');

    // Nothing answered: the summary lists each question in the form's order.
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      'Tell us whether anyone was hurt',
      'Choose what happened',
      /Enter the date it happened/,
      /Tell us what happened/,
      /Enter what was damaged or lost/,
      /Enter what it would cost to repair or replace, in euro/,
    ]);
    await scan();

    // Someone hurt: the numbers to call come first.
    await page.getByRole('radio', { name: 'Yes' }).check();
    await expect(
      page.getByText('If anyone is hurt, get help first. Your claim can wait.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '112 or 999' })).toBeVisible();
    await page.getByRole('radio', { name: 'No' }).check();

    await page.getByRole('radio', { name: 'Escape of water' }).check();
    await page.getByLabel('When did it happen?').fill(displayDate(new Date()));
    await page
      .getByLabel('What happened, in your own words')
      .fill('A pipe under the kitchen sink burst overnight and flooded the floor.');
    await page.getByLabel('Item 1: what it is').fill('Kitchen floor');
    await page.getByLabel('Item 1: cost to repair or replace (€)').fill('1800');
    await page.getByRole('button', { name: 'Add another item' }).click();
    await page.getByLabel('Item 2: what it is').fill('Rug');
    await page.getByLabel('Item 2: cost to repair or replace (€)').fill('250');

    // Two photos from the phone, each shown before sending; a program named as a photo is refused.
    const files = page.getByLabel('Photos and documents (optional)');
    await files.setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('MZ\x90\x00 not a photo'),
    });
    await expect(page.getByText('photo.jpg is not a JPEG, PNG, HEIC or PDF file')).toBeVisible();
    await files.setInputFiles([claimFile('kitchen-floor.jpg'), claimFile('rug.png')]);
    const chosen = page.getByRole('list', { name: 'Chosen to send' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(chosen.getByRole('button', { name: 'Remove rug.png' })).toBeVisible();
    await scan();
    await shot(page, 'claim-step-1-photos');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Check your claim' })).toBeVisible();
    await expect(page.getByText('Kitchen floor, €1,800.00')).toBeVisible();
    await expect(page.getByText('Rug, €250.00')).toBeVisible();
    await expect(page.getByText('kitchen-floor.jpg, rug.png')).toBeVisible();
    // The standard excess option was bought: an escape of water carries its water damage excess.
    await expect(
      page.getByText(
        '€850.00: your policy’s excess for this kind of claim, taken off what we pay',
        { exact: true },
      ),
    ).toBeVisible();
    await scan();
    await shot(page, 'claim-step-2');
    await page.getByRole('button', { name: 'Send claim' }).click();

    await expect(page.getByRole('heading', { name: 'Claim received' })).toBeVisible();
    const lead = await page.getByText(/^Your claim reference is CL-[A-Z2-9]{8}\.$/).textContent();
    const reference = /CL-[A-Z2-9]{8}/.exec(lead ?? '')![0];
    await scan();
    await shot(page, 'claim-received');

    // The acknowledgement e-mail carries the reference.
    const messages = outboxListSchema.parse(
      await (
        await request.get(
          `${E2E_BASE_URL}/api/dev/messages?recipient=${encodeURIComponent(account.email)}`,
        )
      ).json(),
    ).messages;
    expect(
      messages.some((message) => message.body?.includes(`Its reference is ${reference}.`)),
    ).toBe(true);

    // The claim's page: its timeline, and a message to the handler.
    await page.getByRole('link', { name: 'View your claim' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Escape of water claim' }),
    ).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: /^Received \d\d\/\d\d\/\d{4} at \d\d:\d\d$/ }),
    ).toBeVisible();
    await page
      .getByLabel('Send a message to the claims handler')
      .fill('The plumber can come on Monday morning.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('The plumber can come on Monday morning.')).toBeVisible();
    await expect(page.getByText('Your message has been sent.').last()).toBeVisible();

    // The photos sent with it, shown small; a receipt sent afterwards joins them.
    const claimFiles = page.getByRole('region', { name: 'Photos and documents' });
    for (const name of ['kitchen-floor.jpg', 'rug.png']) {
      const photo = claimFiles.getByRole('img', { name: `Open ${name}` });
      await expect(photo).toBeVisible();
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(480);
    }
    await claimFiles
      .getByLabel('Choose photos or documents')
      .setInputFiles(claimFile('plumber-receipt.pdf'));
    await claimFiles.getByRole('button', { name: 'Send files' }).click();
    await expect(
      claimFiles.getByText('Your files have been sent.', { exact: true }).last(),
    ).toBeVisible();
    await expect(
      claimFiles.getByRole('button', { name: 'Open plumber-receipt.pdf' }),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await claimFiles.getByRole('button', { name: 'Open plumber-receipt.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('plumber-receipt.pdf');
    await scan();
    await shot(page, 'claim-page');

    // Your claims lists it, from Manage My Insurance.
    await page.goto('/manage');
    await page.getByRole('link', { name: 'Your claims' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your claims' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Escape of water: ${reference}` })).toBeVisible();
    await scan();
    await shot(page, 'your-claims');

    // The policy's page shows the claim in progress, and the way to it.
    await openPolicyPage(page, 'home', policy.number);
    const inProgress = page.getByRole('region', { name: 'Claims in progress' });
    await expect(inProgress.getByText('Received')).toBeVisible();
    await inProgress.getByRole('link', { name: `Escape of water claim ${reference}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Escape of water claim' }),
    ).toBeVisible();
    await page.goBack();
    await expect(inProgress).toBeVisible();
    await scan();
    await shot(page, 'policy-claim-in-progress');
  });
});
