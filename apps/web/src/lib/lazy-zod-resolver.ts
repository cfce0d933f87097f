import { messages } from '@visabridge/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's resolver whose schema, zod and the zod resolver load when the form is first validated instead
 * of with the page: a visitor's first page stays small, and the download is done by the time they type.
 * A download that fails (offline, or a newer release replaced the files) does not leave the form waiting:
 * the form's first field says so, and the next submit downloads again.
 */
export const lazyZodResolver = <Output extends FieldValues, Input extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> => {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    const loading = (resolver ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver<Input, unknown, Output>(schema),
    ));
    const loaded = await loading.catch(() => null);
    if (loaded) return loaded(values, context, options);
    resolver = undefined;
    const [firstField = 'form'] = Object.keys(values);
    const errors = { [firstField]: { type: 'load', message: messages.networkError } };
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
};
