import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Every form of the wallet validates with its shared domain schema, and only on submit: errors
 * that appear or vanish while the customer types or leaves a field move the buttons under the
 * pointer and repeat announcements. The error summary takes focus itself, so react-hook-form
 * does not move it to the first field.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}
