import type { UseMutationOptions } from '@tanstack/react-query';

type AnyFunction = (...args: never[]) => Promise<unknown>;

/** What a screen may add to an action's mutation: the call itself stays with the action file. */
export type MutationConfig<MutationFn extends AnyFunction> = Omit<
  UseMutationOptions<Awaited<ReturnType<MutationFn>>, Error, Parameters<MutationFn>[0]>,
  'mutationFn'
>;
