// Lighthouse 12 with its mobile defaults (a mid-range phone on slow 4G: simulated throttling and a
// 4x CPU slowdown) against Debian's Chromium, one page at a time in a fresh browser profile, as a
// visitor who has never been there. Besides the scores and the three Core Web Vitals it reports
// what a visitor's console shows (errors) and the browser's issues (a Content-Security-Policy
// report among them), since both are goals of their own.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
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

/** How fast an ordinary machine runs Lighthouse's yardstick (its `benchmarkIndex`). */
export const ORDINARY_BENCHMARK_INDEX = 1900;
/** Lighthouse's mobile CPU slowdown. */
const MOBILE_CPU_SLOWDOWN = 4;

/**
 * Lighthouse's mobile settings with the CPU slowdown given. Lighthouse's default throttling
 * (`simulate`) loads the page at full speed and multiplies each main-thread task by the slowdown
 * afterwards, so the same load can be audited at another slowdown.
 */
function configWithSlowdown(cpuSlowdownMultiplier, signedIn) {
  return {
    extends: 'lighthouse:default',
    settings: {
      // Best practices holds the console-error and browser-issue audits.
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      // Signed in, the session's cookies must outlive Lighthouse's clearing of the site's storage.
      disableStorageReset: signedIn,
    },
  };
}

/** Puts a session's cookies in the browser on `port`, as a sign-in in that browser would have. */
async function putCookies(port, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies(cookies);
  } finally {
    // Connected, not launched: closing only lets go of the browser.
    await browser.close();
  }
}

/**
 * One Lighthouse run of `url`: the page loaded once, audited as Lighthouse's mobile defaults have
 * it (4x CPU slowdown) and again as an ordinary machine would have run it. The second audit scales
 * the slowdown by this machine's speed: 4 x benchmarkIndex / 1,900, which is 5.2x on a machine of
 * 2,500 and 3.2x on one of 1,500. Each gives the figures the goals name, and what the console and
 * issues show.
 */
export async function lighthouseRun(url, { cookies } = {}) {
  const signedIn = Boolean(cookies);
  const profileDir = mkdtempSync(join(tmpdir(), 'wallet-lighthouse-'));
  const artifactsDir = mkdtempSync(join(tmpdir(), 'wallet-lighthouse-artifacts-'));
  const { child, port } = await launchChromium(profileDir);
  try {
    if (cookies) await putCookies(port, cookies);
    const flags = { output: 'json', logLevel: 'error' };
    await lighthouse(
      url,
      { ...flags, port, gatherMode: artifactsDir },
      configWithSlowdown(MOBILE_CPU_SLOWDOWN, signedIn),
    );
    const asRun = figures(
      url,
      await lighthouse(
        url,
        { ...flags, auditMode: artifactsDir },
        configWithSlowdown(MOBILE_CPU_SLOWDOWN, signedIn),
      ),
    );
    // The same load audited at the slowdown that makes this machine an ordinary one. Lighthouse
    // refuses to audit with settings other than those gathered with, so the artifacts' copy of
    // the settings is changed to match.
    const artifactsFile = join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
    const slowdown = (MOBILE_CPU_SLOWDOWN * artifacts.BenchmarkIndex) / ORDINARY_BENCHMARK_INDEX;
    const ordinaryConfig = configWithSlowdown(slowdown, signedIn);
    artifacts.settings.throttling = ordinaryConfig.settings.throttling;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const onOrdinaryMachine = figures(
      url,
      await lighthouse(url, { ...flags, auditMode: artifactsDir }, ordinaryConfig),
    );
    return { ...asRun, onOrdinaryMachine: { ...onOrdinaryMachine, slowdown } };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve() : child.once('exit', resolve),
    );
    for (const dir of [profileDir, artifactsDir]) {
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch {
        // A helper process of Chromium's can still be writing to the profile as it goes; a
        // profile left in the temporary folder does no harm, and the run's figures stand.
      }
    }
  }
}

/** The figures the goals name from one audit of a run. */
function figures(url, result) {
  {
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
      // Where the page ended: a signed-in page that sent the browser to sign in ends elsewhere.
      finalUrl: result.lhr.finalDisplayedUrl,
      // Whether the page restored a session: the refresh cookie traded for a token (200).
      sessionRestored: (audits['network-requests']?.details?.items ?? []).some(
        (item) => new URL(item.url).pathname === '/api/auth/refresh' && item.statusCode === 200,
      ),
      lhr: result.lhr,
    };
  }
}
