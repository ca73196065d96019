import type * as OidcProvider from 'oidc-provider';

const RUNTIME_WARNING = 'oidc-provider WARNING: Unsupported runtime';

let loading: Promise<typeof OidcProvider> | undefined;

/**
 * oidc-provider, loaded once. On loading it prints 'Unsupported runtime. Use Node.js v22.x LTS'
 * on Node 20, the runtime this product is pinned to and tested on (decision 0018): that one line
 * would stand in every process's and every command's standard error as if something were wrong,
 * so it alone is kept out; any other warning passes.
 */
export function loadOidcProvider(): Promise<typeof OidcProvider> {
  return (loading ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes(RUNTIME_WARNING)) return;
      warn(...args);
    };
    try {
      return await import('oidc-provider');
    } finally {
      console.warn = warn;
    }
  })());
}
