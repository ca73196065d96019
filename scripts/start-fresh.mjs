// Starts the built product on an empty embedded database (DATA_DIR is wiped first), so that
// end-to-end journeys and benchmarks always begin from the demo seed and nothing else. An
// argument names another built server to start (the test build's, apps/api/dist-test-product).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error('start-fresh: DATA_DIR must name the throw-away data folder');
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });

const serverFile = process.argv[2] ?? join(root, 'apps/api/dist/server.js');
const server = spawn(process.execPath, [serverFile], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
