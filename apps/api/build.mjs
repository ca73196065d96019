// Bundles the server and the flag command into dist/. Our own code and @wallet/domain are
// bundled; every npm package stays external and is loaded from node_modules at run time
// (PGlite, for one, loads its .wasm files from beside its own module).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const dist = new URL('dist/', here);

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
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'info',
});
// The migrations sit beside the bundle, where src/db/client.ts looks for them (./migrations).
cpSync(new URL('src/db/migrations/', here), new URL('migrations/', dist), { recursive: true });
