/**
 * Text the database cannot store (NUL) or that is not valid Unicode (a lone surrogate), and
 * bodies nested deeper than any form of the product, are refused with a 400 before a route sees
 * them, for every route at once: no handler, repository or driver has to think about them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FieldValidationError } from '../lib/http-errors.js';

/** The deepest JSON any screen sends is a handful of levels; far below a stack's limits. */
export const MAX_JSON_DEPTH = 32;

export const UNSTORABLE_TEXT_MESSAGE =
  'Text must not contain NUL characters or unpaired surrogate characters.';
export const TOO_DEEP_MESSAGE = `The request is nested more than ${MAX_JSON_DEPTH} levels deep.`;

const NUL_OR_LONE_SURROGATE =
  // The NUL is what this pattern is for.
  // eslint-disable-next-line no-control-regex
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isStorableText = (text: string) => !NUL_OR_LONE_SURROGATE.test(text);

/**
 * The first problem of a parsed value, with the dotted path to it, or null. Walks iteratively
 * and stops at the depth limit, so a hostile body cannot exhaust the stack.
 */
export function inputProblemOf(value: unknown): { path: string; message: string } | null {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: '', depth: 0 },
  ];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { path, message: UNSTORABLE_TEXT_MESSAGE };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { path, message: TOO_DEEP_MESSAGE };
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return { path: childPath, message: UNSTORABLE_TEXT_MESSAGE };
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

function refuseProblem(value: unknown, where: string) {
  const problem = inputProblemOf(value);
  if (problem) {
    throw new FieldValidationError({ [problem.path || where]: [problem.message] });
  }
}

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request: FastifyRequest, body: string | Buffer, done) => {
        parseJson(request, body.toString(), (error, parsed) => {
          if (error) return done(error, undefined);
          try {
            refuseProblem(parsed, 'body');
          } catch (problem) {
            return done(problem as Error, undefined);
          }
          done(null, parsed);
        });
      },
    );
    // Query strings and path parameters carry text too (percent-encoded NULs and surrogates).
    // A callback hook: the check never waits, so it costs no promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        refuseProblem(request.params, 'params');
        refuseProblem(request.query, 'querystring');
      } catch (problem) {
        done(problem as Error);
        return;
      }
      done();
    });
  },
  { name: 'input-guard' },
);
