import type { Page } from '@playwright/test';

/**
 * The contrast of every button and link in every state a customer meets it in. axe's own scan
 * sees each control only as it is drawn now (not hovered, not focused), and a context's link rule
 * can paint a link-button's text in its own background colour in one state only. Each state is
 * forced on every control at once through the DevTools protocol, then each visible control's text
 * colour is measured against the colour behind it (WCAG 1.4.3: 4.5:1, or 3:1 for large text).
 * Disabled controls are measured too, though WCAG exempts them: a customer still reads a disabled
 * Buy or Next to know what it would do.
 */
const CONTROLS = 'a[href], button, [role="button"], [role="link"]';
const FORCED_STATES = ['hover', 'focus', 'active', 'visited'] as const;

export async function controlContrastProblems(page: Page): Promise<string[]> {
  const client = await page.context().newCDPSession(page);
  const problems: string[] = [];
  try {
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    // A forced :focus applies only in a page that has focus, which a headless tab may not have.
    await client.send('Emulation.setFocusEmulationEnabled', { enabled: true });
    const { root } = await client.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await client.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: CONTROLS,
    });
    // A control the page has removed since it was listed (a list refetched after an action) is
    // no longer drawn: there is nothing of it to measure, so its state is not forced.
    const force = (forcedPseudoClasses: string[]) =>
      Promise.all(
        nodeIds.map((nodeId) =>
          client.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses }).catch((error) => {
            if (!String(error).includes('Could not find node with given id')) throw error;
          }),
        ),
      );
    for (const state of ['default', ...FORCED_STATES]) {
      await force(state === 'default' ? [] : [state]);
      const found = await page.evaluate(measureControls, CONTROLS);
      problems.push(...found.map((problem) => `${state}: ${problem}`));
    }
    await force([]);
  } finally {
    await client.detach().catch(() => undefined);
  }
  // A problem in one state is reported once per state, not once per matching rule.
  return [...new Set(problems)];
}

/** Runs in the page: the controls whose text is below the contrast it needs, as 'selector: …'. */
function measureControls(selector: string): string[] {
  type Rgba = { r: number; g: number; b: number; a: number };
  const parse = (colour: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    return { r, g, b, a };
  };
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ({ r, g, b }: Rgba) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  /** Layers the colour over the one below it (a translucent text or background). */
  const over = (top: Rgba, below: Rgba): Rgba => ({
    r: top.r * top.a + below.r * (1 - top.a),
    g: top.g * top.a + below.g * (1 - top.a),
    b: top.b * top.a + below.b * (1 - top.a),
    a: 1,
  });
  const backgroundOf = (element: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let at: Element | null = element; at; at = at.parentElement) {
      const background = parse(getComputedStyle(at).backgroundColor);
      if (background.a > 0) layers.push(background);
      if (background.a >= 1) break;
    }
    return layers.reduceRight((below, top) => over(top, below), {
      r: 255,
      g: 255,
      b: 255,
      a: 1,
    } as Rgba);
  };
  const nameOf = (element: Element) => {
    const classes = Array.from(element.classList)
      .map((name) => `.${name}`)
      .join('');
    return `${element.tagName.toLowerCase()}${classes}`;
  };
  const problems: string[] = [];
  for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    const style = getComputedStyle(control);
    const box = control.getBoundingClientRect();
    const text = control.innerText?.trim() ?? '';
    if (!text || box.width === 0 || box.height === 0 || style.visibility !== 'visible') continue;
    if (control.closest('[aria-hidden="true"], [inert]')) continue;
    const background = backgroundOf(control);
    const foreground = over(parse(style.color), background);
    const lighter = Math.max(luminance(foreground), luminance(background));
    const darker = Math.min(luminance(foreground), luminance(background));
    const ratio = (lighter + 0.05) / (darker + 0.05);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const large = size >= 24 || (bold && size >= 18.66);
    const needed = large ? 3 : 4.5;
    if (ratio < needed) {
      problems.push(
        `${nameOf(control)} "${text.slice(0, 40)}": ${ratio.toFixed(2)}:1, needs ${needed}:1`,
      );
    }
  }
  return problems;
}
