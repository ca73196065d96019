import { vi } from 'vitest';

/**
 * The test files share their worker's loaded modules (vitest.config.ts): the app's own modules
 * are loaded afresh for each file, as for a page opened anew, so state a module keeps (who is
 * signed in, a bind in flight, the history trail) never passes from one file to the next. The
 * libraries (React, the testing library, axe) stay loaded, with what they keep: setup.ts resets
 * what the tests change of it.
 */
vi.resetModules();
