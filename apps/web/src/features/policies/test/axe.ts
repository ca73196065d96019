import axe from 'axe-core';

/** axe on the whole document; colour contrast needs a real layout engine and is checked in e2e. */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
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
