import axe from 'axe-core';

/**
 * axe on the whole document; colour contrast needs a real layout engine and is checked in e2e.
 * The card gateway's frame is its own page (checked with the gateway), so axe stays out of it.
 */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    iframes: false,
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: {
      'color-contrast': { enabled: false },
      // A screen rendered on its own has no page landmarks around it; the app layout adds them.
      region: { enabled: false },
    },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}
