import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles } from '../../../scripts/import-circles.mjs';

const source = fileURLToPath(new URL('.', import.meta.url));

describe('the server’s imports', () => {
  it('never come back to the file that made them', () => {
    expect(importCircles(source)).toEqual([]);
  });

  it('never come back to the module that made them', () => {
    // modules/<name>/... is one module; the rest of the tree is a file each.
    const moduleOf = (file: string) => file.match(/^modules\/[^/]+/)?.[0] ?? file;
    expect(importCircles(source, moduleOf)).toEqual([]);
  });
});
