// Development: the API with reload on change (port 3000) and Vite's dev server (port 5173),
// which proxies /api to the API. Stopping this script stops both.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const processes = [
  spawn(npm, ['run', 'dev', '-w', 'apps/api'], { stdio: 'inherit' }),
  spawn(npm, ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stopAll = () => processes.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
for (const child of processes) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
