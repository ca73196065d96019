import { matchRoutes, type Params } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TitledRouteHandle } from '../src/app/layout/document-title';
import { leafRoutesOf } from '../src/app/first-screen-routes';
import { isFirstScreenRoute, routes, splitRoutes } from '../src/app/router';
import { routeMatches } from '@wallet/domain';
import { CODE_BUNDLES, LANDING_PAGES, SIGNED_IN_FRAMES } from './landing-pages';

/** The route pattern the app's router draws `path` with, from its nested routes. */
function routeOf(path: string): string | undefined {
  const matches = matchRoutes(routes, path);
  if (!matches) return undefined;
  const parts = matches.map((match) => match.route.path ?? '').filter(Boolean);
  return `/${parts.join('/')}`.replace(/\/+/g, '/');
}

describe('the landing pages the build writes', () => {
  // A landing route may name one value of the app's route: /wallet/getgenericquote/travel of
  // /wallet/getgenericquote/:type.
  it.each(LANDING_PAGES.map((page) => page.route))('%s is a route of the app', (route) => {
    const appRoute = routeOf(route.replace(/:\w+\??/g, 'aboutYou'));
    expect(appRoute).toBeDefined();
    const appParts = appRoute!.split('/');
    const parts = route.split('/');
    expect(parts).toHaveLength(appParts.length);
    parts.forEach((part, index) => {
      const appPart = appParts[index]!;
      if (!appPart.startsWith(':')) expect(part).toBe(appPart);
      else if (part.startsWith(':')) expect(part).toBe(appPart);
    });
  });

  // The router starts with the landing pages' routes alone (decision 0025): its list and this
  // one name the same pages.
  it('are the pages the router starts with, and the router starts with no other', () => {
    const startRoutes = LANDING_PAGES.map((page) => {
      const leaf = matchRoutes(splitRoutes.firstScreen, page.route.replace(/:\w+\??/g, 'home'))?.at(
        -1,
      )?.route;
      expect(leaf && isFirstScreenRoute(leaf), page.route).toBe(true);
      return leaf;
    });
    for (const route of leafRoutesOf(splitRoutes.firstScreen)) {
      expect(startRoutes, route.path ?? '(index)').toContain(route);
    }
  });

  it('name only bundles the build makes', () => {
    const names = CODE_BUNDLES.map((bundle) => bundle.name);
    expect(new Set(names).size).toBe(names.length);
    for (const page of LANDING_PAGES) {
      for (const bundle of page.bundles) expect(names, page.route).toContain(bundle);
    }
  });

  // '/' answers with a redirect to the wallet, so its HTML is titled as the wallet.
  it.each(LANDING_PAGES.filter((page) => page.title !== undefined).map((page) => page.route))(
    "%s's HTML has the title the app gives the page",
    (route) => {
      const address = route === '/' ? '/wallet' : route;
      const titles = (matchRoutes(routes, address) ?? []).map((match) => {
        const title = (match.route.handle as Partial<TitledRouteHandle> | undefined)?.title;
        return typeof title === 'function' ? title(match.params as Params) : title;
      });
      const page = LANDING_PAGES.find((landing) => landing.route === route)!;
      expect(page.title).toBe(titles.filter(Boolean).at(-1));
    },
  );
});

describe("the returning customers' frames the build draws", () => {
  it.each(SIGNED_IN_FRAMES.filter((frame) => frame.role === 'customer').map((f) => f.route))(
    '%s is a private page of the app, not a landing page',
    (route) => {
      expect(routeOf(route)).toBeDefined();
      // A landing page has its own signed-in copy, which the app draws (decision 0039).
      expect(LANDING_PAGES.some((page) => routeMatches(page.route, route))).toBe(false);
    },
  );

  it.each(SIGNED_IN_FRAMES.filter((frame) => frame.role === 'agent').map((f) => f.route))(
    "%s is a page of the app; as a landing page, it is one an agent opens at the customers' address",
    (route) => {
      expect(routeOf(route)).toBeDefined();
      const landing = LANDING_PAGES.find((page) => routeMatches(page.route, route));
      // The agent's wallet (decision 0051): its frame beside the visitor's and customer's copies.
      if (landing) expect([landing.route, route]).toEqual(['/wallet', '/wallet']);
    },
  );
});
