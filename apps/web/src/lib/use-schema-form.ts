import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's schema, or how to load it. A form given a loader draws its fields without the schema
 * library and waits for the schema only when it checks (decision 0008).
 */
export type SchemaSource<Input extends FieldValues, Output> =
  z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

function resolverOf<Input extends FieldValues, Output>(
  source: SchemaSource<Input, Output>,
): Resolver<Input, unknown, Output> {
  if (typeof source !== 'function') return zodResolver(source);
  return async (values, context, options) => zodResolver(await source())(values, context, options);
}

/**
 * Every form of the wallet validates with its shared domain schema on submit, not as the
 * customer types or leaves a field: errors that appear or vanish then move the buttons under the
 * pointer and repeat announcements. The one exception is a step card, checked when the customer
 * leaves it (its status ring says whether it passed, so its messages show with it), and then only
 * once a press is over (lib/after-press.ts). The error summary takes focus itself, so
 * react-hook-form does not move it to the first field.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: SchemaSource<Input, Output>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    resolver: resolverOf(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}
