'use client';

import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { requestJson, type JsonAnswer } from '@/lib/fetch';
import { useSchemaForm, type SchemaFormOptions } from './useSchemaForm';

export type Failure<Answer> = Extract<JsonAnswer<Answer>, { ok: false }>;

export type ApiFormOptions<Input extends FieldValues, Answer, Output> = SchemaFormOptions<
  Input,
  Output
> &
  (
    | {
        method?: 'POST' | 'PATCH' | 'DELETE';
        /** Where the values go as JSON. */
        path: string;
        send?: never;
      }
    | {
        /**
         * A custom request instead (a FormData body, extra headers). `null` means nothing was sent
         * and the form says why itself.
         */
        send: (values: Output) => Promise<JsonAnswer<Answer> | null>;
        path?: never;
        method?: never;
      }
  ) & {
    onSuccess?: (answer: Answer, values: Output, status: number) => void | Promise<void>;
    /** After the server's field errors were placed and its sentence shown. */
    onFailure?: (failure: Failure<Answer>, values: Output) => void;
    /** Checks outside the schema (a file input) that must also run when the schema fails. */
    onInvalid?: () => void;
    /** Show the server's sentence even when its field errors found their fields. */
    alwaysShowServerError?: boolean;
  };

/**
 * A form validated by the same zod schema as its route handler, sent as JSON (or by `send`): the
 * server's field errors land on their fields, anything else in `serverError`.
 */
export function useApiForm<Input extends FieldValues, Answer, Output = Input>(
  options: ApiFormOptions<Input, Answer, Output>,
) {
  const { form, field, ready } = useSchemaForm<Input, Output>(options);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const result = options.send
      ? await options.send(values)
      : await requestJson<Answer>(options.method ?? 'POST', options.path, values);
    if (!result) return;
    if (result.ok) {
      await options.onSuccess?.(result.body, values, result.status);
      return;
    }
    let placed = false;
    for (const [name, messages] of Object.entries(result.fieldErrors)) {
      if (name in (values as object) && messages[0]) {
        form.setError(name as Path<Input>, { message: messages[0] });
        placed = true;
      }
    }
    if (!placed || result.status === 429 || options.alwaysShowServerError) {
      setServerError(result.error);
    }
    options.onFailure?.(result, values);
  }, options.onInvalid);

  return {
    form,
    field,
    ready,
    onSubmit,
    serverError,
    setServerError,
    pending: form.formState.isSubmitting,
  };
}

export type ApiFormState = Pick<
  ReturnType<typeof useApiForm>,
  'onSubmit' | 'serverError' | 'ready' | 'pending'
>;
