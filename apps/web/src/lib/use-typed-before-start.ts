import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';
import { forgetTypedBeforeStart, typedBeforeStart } from './typed-before-start';

/**
 * A drawn form only the app sends (`data-keep-typed={key}`): what was typed, ticked or chosen in it before the
 * app took the page over goes into the app's form as it first draws, since its fields start from the defaults.
 */
export const useTypedBeforeStart = <T extends FieldValues>(key: string, setValue: UseFormSetValue<T>) => {
  useState(() => {
    if (typeof window === 'undefined') return null;
    for (const [name, value] of Object.entries(typedBeforeStart(key)))
      setValue(name as Path<T>, value as PathValue<T, Path<T>>);
    return null;
  });
  useEffect(() => forgetTypedBeforeStart(key), [key]);
};
