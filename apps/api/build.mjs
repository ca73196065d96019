// Bundles the server and the flag command into dist/. Our own code and @wallet/domain are
// bundled; every npm package stays external and is loaded from node_modules at run time
// (PGlite, for one, loads its .wasm files from beside its own module).
//
// With --test-product it bundles the test build instead, into dist-test-product/: the server with
// the test-only product added to the product lists and its migration after the others
// (docs/adding-a-product.md, "The test-only product").
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { testProductListsForEsbuild } from '../../scripts/test-product-build.mjs';

const testBuild = process.argv.includes('--test-product');
const here = new URL('.', import.meta.url);
const dist = new URL(testBuild ? 'dist-test-product/' : 'dist/', here);

/** Bare imports are external unless they name one of the workspace's own packages. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@wallet/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', flag: 'src/cli/flag.ts' },
  absWorkingDir: new URL('.', here).pathname,
  outdir: testBuild ? 'dist-test-product' : 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  sourcemap: true,
  plugins: testBuild ? [testProductListsForEsbuild, externalPackages] : [externalPackages],
  logLevel: 'info',
});
// The migrations sit beside the bundle, where src/db/client.ts looks for them (./migrations).
cpSync(new URL('src/db/migrations/', here), new URL('migrations/', dist), { recursive: true });

if (testBuild) {
  // The test-only product's migration runs after the product's own, as a new product's would.
  const migrations = new URL('migrations/', dist);
  const journalFile = new URL('meta/_journal.json', migrations);
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const last = journal.entries.at(-1);
  const tag = `${String(last.idx + 1).padStart(4, '0')}_test_product_gadget`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
  cpSync(new URL('test-product/gadget-migration.sql', here), new URL(`${tag}.sql`, migrations));
}
