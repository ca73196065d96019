/**
 * Starting PGlite (initdb in WebAssembly) is the slow part of a test file. Without DATABASE_URL,
 * one migrated database is made here and every test file starts from a copy of its files.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplatePath', null);
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'wallet-pglite-template-'));
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const path = join(folder, 'migrated.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(folder, { recursive: true, force: true });
}
