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
    }),
  ),
});
export type LandingPagesFile = z.infer<typeof landingPagesFileSchema>;
