import {
  createMemoryRouter,
  matchRoutes,
  redirect,
  type RouteObject,
  type RouterState,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { addLaterRoutes, leafRoutesOf, splitRouteTable } from './first-screen-routes';
import {
  createAppRouter,
  isFirstScreenPath,
  isFirstScreenRoute,
  routes,
  splitRoutes,
} from './router';

/** Paths that a route's pattern matches: each parameter as each product, each optional both ways. */
function samplePathsOf(pattern: string): string[] {
  let paths = [''];
  for (const segment of pattern.split('/')) {
    const values = segment.startsWith(':')
      ? ['home', 'car', 'travel', 'aboutYou', 'p-123']
      : segment === '*'
        ? ['somewhere/else']
        : [segment];
    const optional = segment.endsWith('?');
    paths = paths.flatMap((path) => [
      ...values.map((value) => `${path}/${optional ? value.replace(/\?$/, '') : value}`),
      ...(optional ? [path] : []),
    ]);
  }
  return paths.map((path) => path || '/');
}

const leafPath = (table: RouteObject[], path: string) => matchRoutes(table, path)?.at(-1)?.route;

describe('the app route table split for the router start', () => {
  it('starts with the landing pages alone and keeps every other page for later', () => {
    const firstScreen = leafRoutesOf(splitRoutes.firstScreen);
    expect(firstScreen.map((route) => route.path ?? '(index)')).toEqual([
      '(index)',
      'wallet',
      'wallet/getquote/:step',
      'wallet/getgenericquote/:type',
      'wallet/product/:type',
    ]);
    const later = splitRoutes.later.flatMap(({ routes: part }) => leafRoutesOf(part));
    expect(firstScreen.length + later.length).toBe(leafRoutesOf(routes).length);
    // The later pages are the table's own, their code asked for a task later.
    const pathOf = (route: RouteObject) => route.path ?? '(index)';
    expect([...firstScreen, ...later].map(pathOf).sort()).toEqual(
      leafRoutesOf(routes).map(pathOf).sort(),
    );
  });

  it('knows a landing page by its address', () => {
    for (const path of [
      '/',
      '/wallet',
      '/wallet/',
      '/Wallet/getquote/aboutYou',
      '/wallet/product/car',
    ]) {
      expect(isFirstScreenPath(path), path).toBe(true);
    }
    for (const path of ['/account', '/wallet/getquote', '/manage/product/home/change', '/login']) {
      expect(isFirstScreenPath(path), path).toBe(false);
    }
  });

  it('starts with the whole table on any other page, which it would add at once anyway', () => {
    const leaves = (router: ReturnType<typeof createAppRouter>) =>
      leafRoutesOf(router.routes as RouteObject[]).length;
    expect(leaves(createAppRouter('/account'))).toBe(leafRoutesOf(routes).length);
    expect(leaves(createAppRouter('/wallet'))).toBe(leafRoutesOf(splitRoutes.firstScreen).length);
  });

  it('matches each path the landing pages match to the same route as the whole table', () => {
    const paths = leafRoutesOf(routes).flatMap((route) => samplePathsOf(route.path ?? ''));
    let landing = 0;
    for (const path of paths) {
      const first = leafPath(splitRoutes.firstScreen, path);
      if (!first || !isFirstScreenRoute(first)) continue;
      landing++;
      expect(leafPath(routes, path), path).toBe(first);
    }
    // The index, the wallet, About you's steps, the product quote and product pages.
    expect(landing).toBeGreaterThan(10);
  });
});

describe('a router that starts with the first screen', () => {
  const layout = (id: string, children: RouteObject[]): RouteObject => ({ id, children });
  const page = (path: string): RouteObject => ({ path, loader: () => path });
  const table: RouteObject[] = [
    {
      id: 'shell',
      path: '/',
      children: [
        page('wallet'),
        page('quote/:step'),
        layout('private', [page('product/:type'), page('documents')]),
        layout('agents', [page('search')]),
        page('login'),
        { path: '*', loader: () => redirect('/wallet') },
      ],
    },
  ];
  const isFirst = (route: RouteObject) =>
    ['wallet', 'quote/:step', 'product/:type'].includes(route.path ?? '');

  function routerAt(path: string) {
    const { firstScreen, later } = splitRouteTable(table, isFirst);
    const patched: string[] = [];
    const addLater = addLaterRoutes(later, isFirst);
    const router = createMemoryRouter(firstScreen, {
      initialEntries: [path],
      patchRoutesOnNavigation: (args) => {
        patched.push(args.path);
        return addLater(args);
      },
    });
    return { router, patched };
  }

  const settled = (router: ReturnType<typeof routerAt>['router']) =>
    new Promise<RouterState>((resolve) => {
      const done = () => router.state.initialized && router.state.navigation.state === 'idle';
      if (done()) return resolve(router.state);
      const unsubscribe = router.subscribe((state) => {
        if (!done()) return;
        unsubscribe();
        resolve(state);
      });
    });
  const leafOf = (state: RouterState) => state.matches.at(-1)?.route.path;

  it('keeps a layout that holds a first-screen page, with the rest of its pages for later', () => {
    const { firstScreen, later } = splitRouteTable(table, isFirst);
    expect(leafRoutesOf(firstScreen).map((route) => route.path)).toEqual([
      'wallet',
      'quote/:step',
      'product/:type',
    ]);
    expect(later.map(({ parentId, routes: part }) => [parentId, part.length])).toEqual([
      ['private', 1],
      ['shell', 3],
    ]);
  });

  it('opens a first-screen page, with parameters, without adding the rest', async () => {
    const { router, patched } = routerAt('/quote/aboutYou');
    const state = await settled(router);
    expect(leafOf(state)).toBe('quote/:step');
    expect(state.loaderData).toMatchObject({});
    await router.navigate('/product/home');
    expect(leafOf(await settled(router))).toBe('product/:type');
    // Asked, as each match has parameters; nothing was added.
    expect(patched).toEqual(['/quote/aboutYou', '/product/home']);
    expect(matchRoutes(router.routes, '/login')).toBeNull();
  });

  it('adds the rest on the first navigation elsewhere, under the layouts they belong to', async () => {
    const { router } = routerAt('/wallet');
    expect(leafOf(await settled(router))).toBe('wallet');
    await router.navigate('/documents');
    const state = await settled(router);
    expect(leafOf(state)).toBe('documents');
    expect(state.matches.map((match) => match.route.id)).toEqual([
      'shell',
      'private',
      expect.any(String),
    ]);
    await router.navigate('/search');
    expect(leafOf(await settled(router))).toBe('search');
  });

  it('opens any other page at the start, and sends an unknown path to the wallet', async () => {
    const { router } = routerAt('/login');
    expect(leafOf(await settled(router))).toBe('login');
    await router.navigate('/nowhere');
    const state = await settled(router);
    expect(state.location.pathname).toBe('/wallet');
  });

  it('leaves the rest for the next navigation when the router has dropped this one', async () => {
    const { later } = splitRouteTable(table, isFirst);
    const addLater = addLaterRoutes(later, isFirst);
    const patched: Array<string | null> = [];
    const patch = (parentId: string | null) => void patched.push(parentId);
    const ask = (path: string, signal: AbortSignal) =>
      addLater({ path, matches: [], patch, signal, fetcherKey: undefined });
    const dropped = new AbortController();
    dropped.abort();
    await ask('/login', dropped.signal);
    expect(patched).toEqual([]);
    // Dropped while it waited for its task: nothing added either.
    const overtaken = new AbortController();
    const waiting = ask('/login', overtaken.signal);
    overtaken.abort();
    await waiting;
    expect(patched).toEqual([]);
    const live = new AbortController().signal;
    await ask('/login', live);
    expect(patched).toEqual(['private', 'shell']);
    await ask('/documents', live);
    expect(patched).toHaveLength(2);
  });

  it("asks for a later page's code in a task of its own", async () => {
    const lazy = vi.fn(async () => ({}));
    const { later } = splitRouteTable([...table, { path: 'later', lazy }], isFirst);
    const route = later.flatMap((part) => part.routes).find((r) => r.path === 'later')!;
    const loading = (route.lazy as () => Promise<unknown>)();
    expect(lazy).not.toHaveBeenCalled();
    await loading;
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('refuses a layout without an id that holds a first-screen page', () => {
    expect(() =>
      splitRouteTable([{ path: '/', children: [page('wallet'), page('login')] }], isFirst),
    ).toThrow('A layout route that holds a first-screen page needs an id');
  });
});
