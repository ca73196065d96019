/**
 * The repositories' type, as modules name it. It imports nothing: the platform's repositories
 * (platform-repositories.ts) and each product's (its product module) add themselves to
 * RepositoryMap by declaration merging, so that naming the type never imports every module and
 * product, and nothing is imported back.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RepositoryMap {}

/** Every repository, as app.repositories holds them. */
export type Repositories = RepositoryMap & {
  /** Runs work in one transaction, over repositories bound to it: all of it is written or none. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /** Forgets the live sign-ins this process remembers: another process ended one. */
  forgetLiveSignIns(): void;
};
