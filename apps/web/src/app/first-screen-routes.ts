import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { nextTask } from '../lib/import-in-stages';

/** Part of the route table left out of the router's start: `routes` go under `parentId`. */
export type LaterRoutes = { parentId: string | null; routes: RouteObject[] };

/** The pages of a route table (its leaves), in order, without the layouts above them. */
export function leafRoutesOf(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) =>
    route.children?.length ? leafRoutesOf(route.children) : [route],
  );
}

/**
 * The route table split in two: the routes of the pages a visitor lands on (and the layouts
 * above them), which the router starts with, and the rest, added the first time the customer goes
 * anywhere else. The router compiles every path's pattern as it starts, in one task that grows
 * with the table (80 ms of a phone's start for the app's 60 paths); a landing page needs a handful.
 * A layout route that holds a first-screen page needs an `id`, as the rest of its children are
 * added under it.
 */
export function splitRouteTable(
  routes: RouteObject[],
  isFirstScreen: (route: RouteObject) => boolean,
): { firstScreen: RouteObject[]; later: LaterRoutes[] } {
  const later: LaterRoutes[] = [];
  const holdsFirstScreen = (route: RouteObject) => leafRoutesOf([route]).some(isFirstScreen);
  const split = (level: RouteObject[], parentId: string | null): RouteObject[] => {
    const kept: RouteObject[] = [];
    const rest: RouteObject[] = [];
    for (const route of level) {
      if (!holdsFirstScreen(route)) {
        rest.push(route);
      } else if (!route.children?.length) {
        kept.push(route);
      } else if (!route.id) {
        throw new Error('A layout route that holds a first-screen page needs an id');
      } else {
        kept.push({ ...route, children: split(route.children, route.id) } as RouteObject);
      }
    }
    if (rest.length > 0) later.push({ parentId, routes: rest.map(loadedInTaskOfItsOwn) });
    return kept;
  };
  const firstScreen = split(routes, null);
  return { firstScreen, later };
}

const withoutTrailingSlash = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/**
 * React Router's `patchRoutesOnNavigation` for a split table: a path that is a first-screen page
 * needs nothing more; any other adds the rest of the table, once. (The router asks on every
 * navigation whose match has parameters, as a more specific path may be yet to come; none is,
 * for a first-screen page: first-screen-routes.test.ts checks it against the whole table.)
 */
export function addLaterRoutes(
  later: LaterRoutes[],
  isFirstScreen: (route: RouteObject) => boolean,
): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, matches, patch, signal }) => {
    // A navigation already overtaken by another adds nothing (the router would drop it): the
    // next one adds the rest.
    if (added || signal.aborted) return;
    const deepest = matches.at(-1);
    if (
      deepest &&
      isFirstScreen(deepest.route) &&
      withoutTrailingSlash(deepest.pathname) === withoutTrailingSlash(path)
    ) {
      return;
    }
    // Compiling the rest of the table is a task of its own, not part of the router's start or of
    // the navigation that asked (a phone's 50 ms, counted as blocking time on a signed-in page).
    await nextTask();
    if (added || signal.aborted) return;
    added = true;
    for (const { parentId, routes } of later) patch(parentId, routes);
  };
}

/**
 * The route with its page's code (and each nested route's) asked for in a task of its own: asking
 * for a file appends a preload link for each file it imports, a long task on a phone when it comes
 * on top of the navigation that matched the route.
 */
export function loadedInTaskOfItsOwn(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  return {
    ...route,
    ...(typeof lazy === 'function'
      ? {
          lazy: async () => {
            await nextTask();
            return lazy();
          },
        }
      : {}),
    ...(children ? { children: children.map(loadedInTaskOfItsOwn) } : {}),
  } as RouteObject;
}
