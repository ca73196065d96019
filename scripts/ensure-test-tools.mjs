// The browser journeys drive Debian's Chromium and check every page they visit with the W3C Nu
// HTML Checker, which runs on Java. On a machine without either, install it when we can (root with
// apt-get, as on CI) and otherwise say exactly what is missing.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromiumLaunchOptions } from './chromium-launch.mjs';

function hasJava() {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const chromium = chromiumLaunchOptions.executablePath;
const missing = [
  ...(existsSync(chromium)
    ? []
    : [
        {
          packages: ['chromium', 'fonts-liberation'],
          advice: `Chromium was not found at ${chromium}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary`,
        },
      ]),
  ...(hasJava()
    ? []
    : [
        {
          packages: ['default-jre-headless'],
          advice:
            'Java was not found (the HTML checker needs it). Install a Java runtime, 11 or newer (Debian: sudo apt-get install default-jre-headless)',
        },
      ]),
];
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  for (const { advice } of missing) console.error(`${advice}, then run the tests again.`);
  process.exit(1);
}

const packages = missing.flatMap((tool) => tool.packages);
console.log(`Installing ${packages.join(', ')} with apt-get for the browser tests...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
