// The browser journeys drive Debian's Chromium. On a machine without it, install it when we can
// (root with apt-get, as on CI) and otherwise say exactly what is missing.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromiumLaunchOptions } from './chromium-launch.mjs';

const chromium = chromiumLaunchOptions.executablePath;
if (existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `Chromium was not found at ${chromium}. Install it (Debian: sudo apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.',
  );
  process.exit(1);
}

console.log('Installing Chromium and fonts with apt-get for the browser tests...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
  stdio: 'inherit',
  env,
});
