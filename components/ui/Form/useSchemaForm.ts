'use client';

import { zodResolver } from '@hookform/resolvers/zod';
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

export type SchemaFormOptions<Input extends FieldValues, Output> = {
  /** The zod schema the route handler parses too; without one the server alone validates. */
  schema?: z.ZodType<Output, Input>;
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
    resolver: options.schema
      ? (zodResolver(options.schema as never) as unknown as Resolver<Input, unknown, Output>)
      : undefined,
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
