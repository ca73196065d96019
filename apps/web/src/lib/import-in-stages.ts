/** Resolves once the browser has had the main thread back: the next task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `load` once each of `stages` is in, each imported in a task of its own. A page whose code is
 * several files evaluates all of them in one task when it imports them at once (on a phone, over a
 * hundred milliseconds in which a tap waits); in stages, each file's evaluation is a task of its
 * own. Files already evaluated cost nothing, so a stage a page has already loaded passes at once.
 */
export async function importInStages<Module>(
  stages: readonly (() => Promise<unknown>)[],
  load: () => Promise<Module>,
): Promise<Module> {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  return load();
}

/**
 * The files every quote form stands on, in the order they import one another (build/
 * landing-pages.ts): the form library, the questions, the forms' shared parts.
 */
export const QUOTE_FORM_STAGES: readonly (() => Promise<unknown>)[] = [
  () => import('./use-schema-form'),
  () => import('../ui/journey/question-fields'),
  () => import('../ui/journey/about-you/about-you-fields'),
];
