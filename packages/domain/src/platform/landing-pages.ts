import { z } from 'zod';

/**
 * What the web build tells the server about the pages a visitor lands on: for each landing route
 * (`:name` for one part of the address, `:name?` for one or none), the copy of index.html that asks
 * for the page's code with the page (apps/web/build/page-bundles.ts, apps/api's web-app plugin).
 */
export const LANDING_PAGES_FILE = 'landing-pages.json';

export const landingPagesFileSchema = z.object({
  pages: z.array(
    z.object({
      // `:name?` (a part that may be missing) only at the end.
      route: z.string().regex(/^\/[\w/:-]*\??$/),
      html: z.string().regex(/^[\w/-]+\.html$/),
      /**
       * For a page whose HTML holds a visitor's first screen drawn at build time: the copy without
       * it, answered to a browser holding the session hint, whose signed-in page would otherwise
       * replace the visitor's and jump (issue 46).
       */
      signedInHtml: z
        .string()
        .regex(/^[\w/-]+\.html$/)
        .optional(),
      /**
       * For a page a branch agent opens at the same address (their wallet): the copy with the
       * agent's frame, answered to a browser whose session hint names an agent (decision 0051).
       */
      agentHtml: z
        .string()
        .regex(/^[\w/-]+\.html$/)
        .optional(),
    }),
  ),
});
export type LandingPagesFile = z.infer<typeof landingPagesFileSchema>;

// Its own module, without the schema library, so the app's shell can match addresses with it.
export { routeMatches } from './route-matches.js';
