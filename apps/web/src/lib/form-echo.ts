import { useQueryClient } from '@tanstack/react-query';
import type { FormEchoView, PostedForm } from '@visabridge/contract';
import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { forgetTypedBeforeStart, typedBeforeStart } from './typed-before-start';

/** Where the server puts a posted form's echo among the answers a page was drawn with. */
export const formEchoKey = ['form-echo'] as const;

type Values = Record<string, string | boolean>;

/**
 * How a server-drawn form starts: its defaults, then what a post sent before the app ran left (the server's
 * echo: what was typed, each field's message, the alert, a notice), then what was typed before the app took
 * the page over. Read once, as the form mounts, on the server and in the browser alike.
 */
export const usePostedFormStart = <T extends Values>(form: PostedForm, defaults: T) => {
  const queryClient = useQueryClient();
  const [start] = useState(() => {
    const echo = queryClient.getQueryData<FormEchoView>(formEchoKey);
    const own = echo?.form === form ? echo : undefined;
    const values: Values = { ...defaults };
    const typed = typeof window === 'undefined' ? {} : typedBeforeStart(`/${form}`);
    for (const source of [own?.values ?? {}, typed])
      for (const [name, value] of Object.entries(source))
        if (name in defaults && typeof value === typeof defaults[name]) values[name] = value;
    return {
      values: values as T,
      errors: own?.errors ?? {},
      message: own?.message ?? null,
      notice: own?.notice ?? null,
    };
  });
  // Shown once: the form opened again later starts afresh.
  useEffect(() => {
    queryClient.removeQueries({ queryKey: formEchoKey });
    forgetTypedBeforeStart(`/${form}`);
  }, [queryClient, form]);
  return start;
};

/** Puts the echo's field messages on the form before its fields first draw, as the server drew them. */
export const useEchoedErrors = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string>,
) => {
  useState(() => {
    for (const [name, message] of Object.entries(errors))
      setError(name as Path<T>, { type: 'server', message });
    return null;
  });
};
