import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { E2E_PORT } from './environment';

/** The W3C Nu HTML Checker (vnu), run once for the whole run as a local web service. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const HTML_CHECKER_URL = `http://127.0.0.1:${E2E_PORT + 1000}/?out=json`;

type CheckerMessage = { type: string; message: string; lastLine?: number; extract?: string };

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
