import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's resolver whose schema, zod and the zod resolver load when the form is first validated instead
 * of with the page: a visitor's first page stays small, and the download is done by the time they type.
 */
export const lazyZodResolver = <Output extends FieldValues, Input extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> => {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver<Input, unknown, Output>(schema),
    );
    return (await resolver)(values, context, options);
  };
};
