/**
 * Resolves the API's relative imports as TypeScript writes them for Node ('./x.js' names the
 * source file './x.ts'), so eslint-plugin-import's boundary rules see where an import leads.
 * Everything else is left to the node resolver.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  if (!source.startsWith('.') || !source.endsWith('.js')) return { found: false };
  const candidate = path.resolve(path.dirname(file), `${source.slice(0, -3)}.ts`);
  return existsSync(candidate) ? { found: true, path: candidate } : { found: false };
};
