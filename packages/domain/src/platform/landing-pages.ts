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
    }),
  ),
});
export type LandingPagesFile = z.infer<typeof landingPagesFileSchema>;

/** Whether `path` is an address of `route` (`:name` stands for one part, `:name?` for one or none). */
export function routeMatches(route: string, path: string): boolean {
  const partsOf = (address: string) => address.split('/').filter(Boolean);
  const routeParts = partsOf(route);
  const pathParts = partsOf(path);
  if (pathParts.length > routeParts.length) return false;
  return routeParts.every((part, index) => {
    const given = pathParts[index];
    if (part.startsWith(':')) return given !== undefined || part.endsWith('?');
    // The app's router matches without regard to case.
    return given?.toLowerCase() === part.toLowerCase();
  });
}
