'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useSyncExternalStore } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { requestJson, type JsonAnswer } from '@/lib/fetch';

/**
 * A form validated by the same zod schema as its route handler: checked on submit, then on every
 * change; sent as JSON; the server's field errors land on their fields, anything else in `serverError`.
 */
const noSubscription = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

export function useApiForm<Values extends FieldValues, Answer>(options: {
  schema: z.ZodType<Values, FieldValues>;
  method?: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  defaultValues?: Partial<Values>;
  onSuccess: (answer: Answer, values: Values) => void | Promise<void>;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(options.schema) as unknown as Resolver<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: options.defaultValues as never,
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const result: JsonAnswer<Answer> = await requestJson<Answer>(
      options.method ?? 'POST',
      options.path,
      values,
    );
    if (result.ok) {
      await options.onSuccess(result.body, values);
      return;
    }
    let placed = false;
    for (const [field, messages] of Object.entries(result.fieldErrors)) {
      if (field in values && messages[0]) {
        form.setError(field as Path<Values>, { message: messages[0] });
        placed = true;
      }
    }
    if (!placed || result.status === 429) setServerError(result.error);
  });

  // False in the server HTML and until hydration: a submit before then would be the browser's own,
  // so sign-in forms keep their button disabled until this form can send the request itself.
  const ready = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);

  /** A field's registration with its error message, to spread on a FormField. */
  const field = (name: Path<Values>) => ({
    error: form.formState.errors[name]?.message as string | undefined,
    ...form.register(name),
  });
  return { form, onSubmit, serverError, setServerError, ready, field };
}

export type ApiFormState<Values extends FieldValues> = ReturnType<typeof useApiForm<Values, never>>;
