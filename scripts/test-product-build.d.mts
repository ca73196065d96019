import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

export declare const TEST_PRODUCT_LISTS: ReadonlyMap<string, string>;
export declare function testProductLists(): Plugin;
export declare const testProductListsForEsbuild: EsbuildPlugin;
