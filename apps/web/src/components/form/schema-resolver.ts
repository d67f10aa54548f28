import type { $ZodType } from 'zod/v4/core';
import type { FieldErrors, Resolver } from '../../lib/form/form';

/**
 * A form's resolver (lib/form) that checks with the server's zod schema, fetched the first time the
 * form is checked (the first field left, or the first submit) rather than before the page can be
 * used: zod, the schema and what it needs (libphonenumber for a phone) are about a tenth of a form
 * page's JavaScript, and nobody needs them to read the page or start typing. A fetch that fails is
 * tried again at the next check; meanwhile the form is sent unchecked and the server checks it.
 * Each field gets the first of its issues, named by its dotted path ('teamMembers.0.email').
 *
 *   resolver: useMemo(() => schemaResolver(() => import('@portal/domain/x/schema').then((m) => m.xSchema)), [])
 */
export function schemaResolver<In, Out = In>(loadSchema: () => Promise<$ZodType>): Resolver<In, Out> {
  let loading: Promise<[$ZodType, typeof import('zod/v4/core')]> | undefined;
  return async (values) => {
    loading ??= Promise.all([loadSchema(), import('zod/v4/core')]);
    const loaded = await loading.catch(() => (loading = undefined));
    // Not fetched (offline, a deploy replaced the files): the server checks what is sent with the
    // same schema and its answer (field errors, or the network error) shows as usual.
    if (!loaded) return { values: values as unknown as Out, errors: {} };
    const [schema, zod] = loaded;
    const result = await zod.safeParseAsync(schema, values);
    if (result.success) return { values: result.data as Out, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
    return { values: {} as Out, errors };
  };
}
