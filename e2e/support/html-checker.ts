import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { E2E_PORT } from './environment';

/** The W3C Nu HTML Checker (vnu), run once for the whole run as a local web service. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const HTML_CHECKER_URL = `http://127.0.0.1:${E2E_PORT + 1000}/?out=json`;

type CheckerMessage = { type: string; message: string; lastLine?: number; extract?: string };

/**
 * The one error the checker gives that the HTML standard does not: it allows `blocking` on a
 * `<link rel="stylesheet">` only, while the standard allows it on `rel="expect"` too
 * (https://html.spec.whatwg.org/#link-type-expect), which the drawn landing pages use to paint
 * their first screen whole (apps/web/build/prerender.ts). Any other link with `blocking` is still
 * an error.
 */
function isExpectLinkBlocking(message: CheckerMessage): boolean {
  return (
    message.message ===
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
    /<link rel="expect" href="#[\w-]+" blocking="render">/.test(message.extract ?? '')
  );
}

/** The checker's errors for a document, one line each (its warnings and notes are left out). */
export async function htmlErrorsOf(html: string): Promise<string[]> {
  const response = await fetch(HTML_CHECKER_URL, {
    method: 'POST',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: html,
  });
  if (!response.ok) throw new Error(`The HTML checker answered ${response.status}`);
  const { messages } = (await response.json()) as { messages: CheckerMessage[] };
  return messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .filter((message) => !isExpectLinkBlocking(message))
    .map((message) => `${message.message} (line ${message.lastLine}): ${message.extract ?? ''}`);
}

/** Starts the checker and waits until it answers; resolves to a function that stops it. */
export async function startHtmlChecker(): Promise<() => Promise<void>> {
  const port = new URL(HTML_CHECKER_URL).port;
  const checker = spawn(
    'java',
    [
      '-cp',
      VNU_JAR,
      '-Dnu.validator.servlet.bind-address=127.0.0.1',
      'nu.validator.servlet.Main',
      port,
    ],
    { stdio: 'ignore' },
  );
  let failedToStart: Error | undefined;
  // Without Java the spawn itself fails: say so instead of crashing the run.
  checker.once('error', (error) => (failedToStart = error));
  const exited = new Promise<void>((resolve) => checker.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (failedToStart) {
      throw new Error(
        `The HTML checker needs Java (node scripts/ensure-test-tools.mjs installs it): ${failedToStart.message}`,
      );
    }
    if (checker.exitCode !== null) throw new Error('The HTML checker (java) stopped at start');
    try {
      await htmlErrorsOf('<!DOCTYPE html><html lang="en"><title>ready</title></html>');
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        checker.kill();
        throw new Error(`The HTML checker did not start: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return async () => {
    checker.kill();
    await exited;
  };
}
