import type { ReactNode } from 'react';
import { PageBody } from './page-layout';
import { PageSpinner } from './spinner';

/**
 * A page's title and lead with a spinner under them while its data loads: a returning customer's
 * frame draws the same before any code runs (decision 0041).
 */
export function LoadingUnderHero({ hero, label }: { hero: ReactNode; label: string }) {
  return (
    <>
      {hero}
      <PageBody overlap narrow>
        <PageSpinner label={label} />
      </PageBody>
    </>
  );
}
