import { useSyncExternalStore } from 'react';

/**
 * What a page's document title needs to know beyond its route (app/layout/document-title.tsx):
 * whether an error summary is on the page (GOV.UK then titles it 'Error: ...'), and the title of a
 * page shown at an address in place of the route's own (the login form a private page shows a
 * visitor, the error page a failure shows). Each is set by whatever shows it, while it is shown.
 */
/** A page's title, or how it is made from the title of the route's own page. */
export type TitleInstead = string | ((routeTitle: string) => string);

export type PageTitleState = {
  errorSummaryShown: boolean;
  /** The title of the page shown instead of the route's, the latest when there are several. */
  shownInstead: TitleInstead | undefined;
};

let errorSummaries = 0;
const pagesShownInstead: { title: TitleInstead }[] = [];
const NOTHING_NOTED: PageTitleState = { errorSummaryShown: false, shownInstead: undefined };
let state: PageTitleState = NOTHING_NOTED;
const listeners = new Set<() => void>();

function changed() {
  state = {
    errorSummaryShown: errorSummaries > 0,
    shownInstead: pagesShownInstead.at(-1)?.title,
  };
  for (const listener of listeners) listener();
}

/** Notes an error summary on the page; the returned function notes it gone. */
export function noteErrorSummaryShown(): () => void {
  errorSummaries += 1;
  changed();
  let gone = false;
  return () => {
    if (gone) return;
    gone = true;
    errorSummaries -= 1;
    changed();
  };
}

/** Notes a page shown in place of the route's own; the returned function notes it gone. */
export function notePageShownInstead(title: TitleInstead): () => void {
  const page = { title };
  pagesShownInstead.push(page);
  changed();
  return () => {
    const index = pagesShownInstead.indexOf(page);
    if (index < 0) return;
    pagesShownInstead.splice(index, 1);
    changed();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageTitleState(): PageTitleState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => NOTHING_NOTED,
  );
}
