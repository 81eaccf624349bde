'use client';

import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
} from 'react-hook-form';
import { useHydrated } from './useHydrated';
import type { z } from 'zod';

type FormSchema<Input, Output> = z.ZodType<Output, Input>;

export type SchemaFormOptions<Input extends FieldValues, Output> = {
  /**
   * The zod schema the route handler parses too, or a function that imports it: forms on public
   * pages pass `() => import(…)`, so zod loads when the visitor first submits, not with the page.
   * Without one the server alone validates.
   */
  schema?: FormSchema<Input, Output> | (() => Promise<FormSchema<Input, Output>>);
  defaultValues?: DefaultValues<Input>;
  /** Multi-step forms keep the values of the steps that are not shown. */
  shouldUnregister?: boolean;
};

/**
 * A react-hook-form form checked by a zod schema on submit, then on every change, with `field(name)`:
 * a field's registration and error message, to spread on one of the kit's fields.
 */
export function useSchemaForm<Input extends FieldValues, Output = Input>(
  options: SchemaFormOptions<Input, Output>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: options.schema ? lazyZodResolver(options.schema) : undefined,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: options.defaultValues,
    shouldUnregister: options.shouldUnregister,
  });

  // False in the server HTML and until hydration: a submit before then would be the browser's own,
  // so sign-in forms keep their button disabled until this form can send the request itself.
  const ready = useHydrated();

  const field = (name: Path<Input>, rules?: RegisterOptions<Input, Path<Input>>) => ({
    error: form.formState.errors[name]?.message as string | undefined,
    ...form.register(name, rules),
  });
  return { form, field, ready };
}

/** A resolver that imports the schema (when given as a loader) and zod's resolver on first use. */
function lazyZodResolver<Input extends FieldValues, Output>(
  schema: NonNullable<SchemaFormOptions<Input, Output>['schema']>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([
      typeof schema === 'function' ? schema() : schema,
      import('@hookform/resolvers/zod'),
    ]).then(
      ([loaded, { zodResolver }]) =>
        zodResolver(loaded as never) as unknown as Resolver<Input, unknown, Output>,
    );
    return (await resolver)(values, context, options);
  };
}
