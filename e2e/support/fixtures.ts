import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { controlContrastProblems } from './control-contrast';
import { htmlErrorsOf } from './html-checker';
import { DEMO_PASSWORD, E2E_BASE_URL, E2E_OPERATOR_API_KEY } from './environment';
import { PRODUCT_NAME, type FeatureFlagName } from '@wallet/domain';

/**
 * The page as drawn, without its words: every element with its attributes, whether each text is
 * empty, each input's checked state, the viewport's width, and the same of every frame in it (axe
 * judges frames too). Digits are left out only of the attributes that carry a record's data (an
 * address, a label with a price or a date), so a page is not new for another policy's numbers;
 * ids, references to them, tab order, levels and sizes are kept whole. Two pages with the same
 * shape give axe, the contrast check and the HTML checker the same answers, so a shape is judged
 * once a run.
 */
async function drawnShapeOf(page: Page): Promise<string> {
  const shapes = await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(() => {
          const DATA_ATTRIBUTES =
            /^(href|src|srcset|action|datetime|aria-label|alt|title|style|data-.*)$/;
          const parts: string[] = [String(window.innerWidth)];
          const walk = (node: Node) => {
            if (node.nodeType === Node.TEXT_NODE) {
              if (node.textContent?.trim()) parts.push('#text');
              return;
            }
            if (!(node instanceof Element)) return;
            const attributes = Array.from(node.attributes)
              .filter((attribute) => attribute.name !== 'value')
              .map(
                (attribute) =>
                  `${attribute.name}=${
                    DATA_ATTRIBUTES.test(attribute.name)
                      ? attribute.value.replace(/\d+/g, '0')
                      : attribute.value
                  }`,
              )
              .sort();
            const checked = node instanceof HTMLInputElement && node.checked ? ' :checked' : '';
            parts.push(`<${node.tagName} ${attributes.join(' ')}${checked}>`);
            node.childNodes.forEach(walk);
            parts.push('>');
          };
          walk(document.documentElement);
          return parts.join('');
        })
        // A frame that went away while the page was read has no shape of its own.
        .catch(() => ''),
    ),
  );
  const digest = createHash('sha256').update(shapes.join('\n--frame--\n')).digest('hex');
  return `${pageOf(page.url())} ${digest}`;
}

/** The shapes axe and the contrast check have passed, and those the HTML checker has. */
const accessibleShapes = new Set<string>();
const validShapes = new Set<string>();

/**
 * Runs axe (WCAG 2.0-2.2 A and AA rules) on the page as it is now, then the contrast of every
 * button and link in every state, and fails on any violation. A page drawn in a shape already
 * passed in this run is not judged again, unless `evenIfJudged` (what the shape cannot see, such
 * as the links a visit has made :visited).
 */
export async function expectNoAxeViolations(
  page: Page,
  { evenIfJudged = false }: { evenIfJudged?: boolean } = {},
): Promise<void> {
  // Buttons fade their colours over 150 ms (focus, hover, a modal opening over them): contrast is
  // judged on the colours they settle at, never half-way through a transition. A spinner turns
  // for as long as it shows, so endless animations are not waited for.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const shape = await drawnShapeOf(page);
  if (accessibleShapes.has(shape) && !evenIfJudged) return;
  // axe's default run gathers each frame's results in a blank page it opens for the purpose,
  // which costs more than the rules (measured on two cores: 2.3 s a page against 0.85 s). A page
  // with no frame is judged in itself (axe's legacy mode, which cannot reach a cross-origin frame
  // such as the card fields): should a frame have come meanwhile, left untested, the page is
  // judged again the default way. Only violations are collected; the options come before the
  // tags, which they would otherwise replace.
  const judge = (legacy: boolean) =>
    new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .setLegacyMode(legacy)
      .analyze();
  let results = await judge(page.frames().length === 1);
  const frameLeftOut =
    page.frames().length > 1 || results.incomplete.some((rule) => rule.id === 'frame-tested');
  if (frameLeftOut) results = await judge(false);
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  expect(
    await controlContrastProblems(page),
    `contrast of buttons and links in every state on ${page.url()}`,
  ).toEqual([]);
  accessibleShapes.add(shape);
}

/** Which page each title has named so far in this run of journeys. */
const pageByTitle = new Map<string, string>();
/** The addresses whose HTML, as the server sends it, has been checked already. */
const servedHtmlChecked = new Set<string>();

/**
 * The page an address shows, for telling pages apart by their titles: a record's id is the same
 * page for every record, and a product type left out is home's page (its routes' default).
 */
function pageOf(url: string): string {
  const path = new URL(url).pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => (/\d/.test(segment) && segment.length >= 8 ? ':id' : segment));
  if (path.length > 2 && path.at(-1) === 'home') path.pop();
  return `/${path.join('/')}`;
}

/**
 * WCAG 2.2 2.4.2 (Page Titled): the page has a title of its own, and no other page visited in this
 * run has had the same one.
 */
async function expectTitleOfItsOwn(page: Page): Promise<void> {
  await expect(page, `the title of ${page.url()}`).not.toHaveTitle(PRODUCT_NAME);
  const title = await page.title();
  const shown = pageOf(page.url());
  const before = pageByTitle.get(title);
  expect(before ?? shown, `pages titled '${title}'`).toBe(shown);
  pageByTitle.set(title, shown);
}

/**
 * The W3C Nu HTML Checker finds no error in the page as the server sends it (once per address)
 * or as the browser has built it (once per shape).
 */
async function expectValidHtml(page: Page): Promise<void> {
  const address = new URL(page.url());
  address.hash = '';
  if (!servedHtmlChecked.has(address.href)) {
    servedHtmlChecked.add(address.href);
    const served = await page.request.get(address.href, { headers: { accept: 'text/html' } });
    expect(
      await htmlErrorsOf(await served.text()),
      `HTML errors in ${address.pathname} as served`,
    ).toEqual([]);
  }
  const shape = await drawnShapeOf(page);
  if (validShapes.has(shape)) return;
  expect(
    await htmlErrorsOf(await page.content()),
    `HTML errors in ${address.pathname} as rendered`,
  ).toEqual([]);
  validShapes.add(shape);
}

/**
 * Makes `page.goto` and `page.reload` wait, on a page of the app with JavaScript on, until the app
 * has started (main.tsx marks the document): a landing page is drawn into its HTML and asks for
 * its code only after its first paint, so the browser's load event can come before the app runs,
 * and a journey's first click would find only the drawn page.
 */
export function waitForTheAppOnNavigation(page: Page): void {
  const started = async <T>(response: T): Promise<T> => {
    // The app's mark, or a page that is not the app's: the app may send the browser on (the
    // staff sign-in's directory) before its first render.
    await page
      .locator('html[data-app-started], html:not(:has(#root))')
      .first()
      .waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => started(await goto(...args));
  page.reload = async (...args) => started(await reload(...args));
}

type Fixtures = {
  /** Opens a path, waits for the page's main heading, and scans it. */
  visit: (path: string) => Promise<void>;
  /**
   * Scans the current page (after an in-app navigation): axe, a title of its own, and valid HTML
   * as served and as rendered.
   */
  scan: () => Promise<void>;
  /** Signs in through the login form as the given seeded account. */
  signIn: (email: string) => Promise<void>;
  /** Sets a feature flag through the operator route; every flag is restored after the test. */
  setFlag: (name: FeatureFlagName, enabled: boolean) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitForTheAppOnNavigation(page);
    await use(page);
  },
  scan: async ({ page }, use) => {
    await use(async () => {
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await expectTitleOfItsOwn(page);
      await expectValidHtml(page);
    });
  },
  visit: async ({ page, scan }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await scan();
    });
  },
  signIn: async ({ page }, use) => {
    await use(async (email: string) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      // Sign-in is a fixture, not what the journey checks: on two busy cores the password's hash,
      // the session and the wallet's first reads can take longer than an assertion's 5 s.
      await expect(page).toHaveURL(/\/wallet$/, { timeout: 15_000 });
    });
  },
  setFlag: async ({ request }, use) => {
    const changed = new Map<FeatureFlagName, boolean>();
    const put = async (name: FeatureFlagName, enabled: boolean) => {
      const response = await request.put(`${E2E_BASE_URL}/api/operator/feature/${name}`, {
        headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
        data: { enabled },
      });
      expect(response.ok(), `setting ${name}`).toBe(true);
    };
    await use(async (name, enabled) => {
      if (!changed.has(name)) {
        const flags = await (await request.get(`${E2E_BASE_URL}/api/feature`)).json();
        changed.set(name, flags[name]);
      }
      await put(name, enabled);
    });
    for (const [name, original] of changed) await put(name, original);
  },
});

export { expect };

type HomeInsurerCode = 'RSA' | 'FBD';

/**
 * Switches a home insurer off or on through the operator route (home.md 1: quotes come from RSA
 * and FBD); every insurer switched is back on after the test, as a fresh server starts.
 */
export const testWithInsurers = test.extend<{
  setInsurer: (code: HomeInsurerCode, available: boolean) => Promise<void>;
}>({
  setInsurer: async ({ request }, use) => {
    const changed = new Set<HomeInsurerCode>();
    const put = async (code: HomeInsurerCode, available: boolean) => {
      const response = await request.put(`${E2E_BASE_URL}/api/operator/insurer/${code}`, {
        headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
        data: { available },
      });
      expect(response.ok(), `switching ${code}`).toBe(true);
    };
    await use(async (code, available) => {
      changed.add(code);
      await put(code, available);
    });
    for (const code of changed) await put(code, true);
  },
});
