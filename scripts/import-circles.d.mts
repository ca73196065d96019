export declare function importCircles(root: string, groupOf?: (file: string) => string): string[][];
