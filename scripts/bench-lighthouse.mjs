// Lighthouse 12 with its mobile defaults (a mid-range phone on slow 4G: simulated throttling and a
// 4x CPU slowdown) against Debian's Chromium, one page at a time in a fresh browser profile, as a
// visitor who has never been there. Besides the scores and the three Core Web Vitals it reports
// what a visitor's console shows (errors) and the browser's issues (a Content-Security-Policy
// report among them), since both are goals of their own.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from './chromium-launch.mjs';

/** Starts Chromium with a debugging port of its choosing and answers that port. */
async function launchChromium(profileDir) {
  const child = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...chromiumLaunchOptions.args,
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const [port] = readFileSync(join(profileDir, 'DevToolsActivePort'), 'utf8').split('\n');
      if (port) return { child, port: Number(port) };
    } catch {
      // Chromium has not written its port yet.
    }
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('Chromium did not open its debugging port within 30 s');
}

const ms = (audit) => Math.round(audit?.numericValue ?? Number.NaN);

/** One Lighthouse run of `url`; the figures the goals name, and what the console and issues show. */
export async function lighthouseRun(url) {
  const profileDir = mkdtempSync(join(tmpdir(), 'wallet-lighthouse-'));
  const { child, port } = await launchChromium(profileDir);
  try {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          // Best practices holds the console-error and browser-issue audits.
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
      },
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    const consoleErrors = (audits['errors-in-console']?.details?.items ?? []).map(
      (item) => `${item.source}: ${item.description}`,
    );
    const issues = (audits['inspector-issues']?.details?.items ?? []).map(
      (item) =>
        `${item.issueType}${item.subItems?.items?.length ? ` (${item.subItems.items.length})` : ''}`,
    );
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcpMs: ms(audits['largest-contentful-paint']),
      tbtMs: ms(audits['total-blocking-time']),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
      // How fast this machine ran Lighthouse's own yardstick: the scores follow it.
      benchmarkIndex: Math.round(result.lhr.environment?.benchmarkIndex ?? Number.NaN),
      // The main thread's tasks over 50 ms as a phone would run them (what TBT adds up), longest
      // first, each with the script it ran ('Unattributable' for the browser's own work).
      longTasks: (audits['long-tasks']?.details?.items ?? [])
        .map((item) => ({
          ms: Math.round(item.duration),
          file: item.url?.replace(/^.*\//, '') || 'Unattributable',
        }))
        .sort((a, b) => b.ms - a.ms),
      consoleErrors,
      issues,
      lhr: result.lhr,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve() : child.once('exit', resolve),
    );
    try {
      rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      // A helper process of Chromium's can still be writing to the profile as it goes; a profile
      // left in the temporary folder does no harm, and the run's figures stand.
    }
  }
}
