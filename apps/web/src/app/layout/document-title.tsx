import { PRODUCT_NAME } from '@wallet/domain';
import { useEffect, type ReactNode } from 'react';
import { useMatches, type Params } from 'react-router';
import {
  notePageShownInstead,
  usePageTitleState,
  type TitleInstead,
} from '../../lib/page-title-state';
import { ERROR_TITLE_PREFIX } from '../page-titles';

/** A route's document title (page-titles.ts), or how its address's parameters make it. */
export type RouteTitle = string | ((params: Params) => string);

/** What a route of router.tsx carries in its `handle`. */
export type TitledRouteHandle = { title: RouteTitle };

/** A route's `handle` with its title: `{ path: 'wallet', ...titled(PAGE_TITLES.wallet) }`. */
export const titled = (title: RouteTitle): { handle: TitledRouteHandle } => ({ handle: { title } });

function titleOfHandle(handle: unknown, params: Params): string | undefined {
  const title = (handle as Partial<TitledRouteHandle> | undefined)?.title;
  return typeof title === 'function' ? title(params) : title;
}

/**
 * The title of the page on the screen: the deepest route's with a title, unless a page is shown in
 * its place, with 'Error: ' in front while an error summary is on the page.
 */
export function useDocumentTitleText(): string {
  const matches = useMatches();
  const { errorSummaryShown, shownInstead } = usePageTitleState();
  const routeTitle = matches
    .map((match) => titleOfHandle(match.handle, match.params))
    .reverse()
    .find((title) => title !== undefined);
  const ownTitle = routeTitle ?? PRODUCT_NAME;
  const title =
    typeof shownInstead === 'function' ? shownInstead(ownTitle) : (shownInstead ?? ownTitle);
  return errorSummaryShown ? `${ERROR_TITLE_PREFIX}${title}` : title;
}

/** Keeps the document's title that of the page on the screen; the app layout holds it once. */
export function DocumentTitle() {
  const title = useDocumentTitleText();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * A page shown at an address in place of the route's own page (the login form of a private page,
 * the error page of a failure), titled as itself while it is shown: `title`, or made from the
 * route's own title.
 */
export function ShownInstead({ title, children }: { title: TitleInstead; children: ReactNode }) {
  useEffect(() => notePageShownInstead(title), [title]);
  return children;
}
