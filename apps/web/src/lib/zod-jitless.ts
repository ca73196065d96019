/*
 * Zod compiles object parsers with `new Function` when the page allows it, and finds out by
 * trying: under the app's Content-Security-Policy (no 'unsafe-eval') that try is refused and the
 * browser files a CSP violation report on every page that parses. Parsing without compiling is
 * fast enough for forms and asks nothing the policy forbids.
 *
 * Zod keeps its settings on this global so that every copy of the library shares them; writing it
 * here, first thing in main.tsx, sets `jitless` before any schema is built without bringing the
 * library into the first page (zod-jitless.test.ts checks that Zod reads it).
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };

const zodGlobal = globalThis as ZodGlobal;
// Changed in place: a copy of Zod already loaded holds on to this very object.
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
