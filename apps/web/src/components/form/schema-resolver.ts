import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/**
 * A react-hook-form resolver that checks with the server's zod schema (through @hookform/resolvers'
 * zodResolver), fetched the first time the form is checked (the first field left, or the first
 * submit) rather than before the page can be used: zod, the schema and what it needs
 * (libphonenumber for a phone) are about a tenth of a form page's JavaScript, and nobody needs them
 * to read the page or start typing. A fetch that fails is tried again at the next check;
 * meanwhile the form is sent unchecked and the server checks it.
 *
 *   resolver: useMemo(() => schemaResolver(() => import('@portal/domain/x/schema').then((m) => m.xSchema)), [])
 */
export function schemaResolver<In extends FieldValues, Out = In>(loadSchema: () => Promise<$ZodType>): Resolver<In, unknown, Out> {
  let loading: Promise<Resolver<In, unknown, Out>> | undefined;
  const load = () =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as $ZodType<unknown, FieldValues>) as unknown as Resolver<In, unknown, Out>,
    );
  return async (values, context, options) => {
    loading ??= load();
    const resolver = await loading.catch(() => (loading = undefined));
    // Not fetched (offline, a deploy replaced the files): the server checks what is sent with the
    // same schema and its answer (field errors, or the network error) shows as usual.
    if (!resolver) return { values: values as unknown as Out, errors: {} };
    return resolver(values, context, options);
  };
}
