/** home.md 9: grid page sizes of the agent tools. */
export const AGENT_GRID_PAGE_SIZE = 10;
export const AGENT_GRID_PAGE_SIZE_OPTIONS = [10, 20, 30] as const;
export const LATEST_QUOTES_PAGE_SIZE = 7;
