import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { emptyLeg, type TripFormValues, type TripValues } from './trip-form-values';

/**
 * The trip's legs, added and removed, each with a lasting key: kept in the form's `legs` by hand rather than
 * with useFieldArray, whose code would otherwise ship with every form page (react-hook-form is one module).
 */
export const useTripLegs = (form: UseFormReturn<TripFormValues, unknown, TripValues>) => {
  const nextId = useRef(2);
  const [ids, setIds] = useState([0, 1]);
  // The leg to focus once it is drawn (its input exists only then).
  const focusPosition = useRef<number | null>(null);

  useEffect(() => {
    if (focusPosition.current === null) return;
    form.setFocus(`legs.${focusPosition.current}.destination`);
    focusPosition.current = null;
  }, [ids, form]);

  return {
    fields: ids.map((id) => ({ id: String(id) })),
    /** A new empty leg at the end, its destination focused so typing goes on there. */
    append: () => {
      form.setValue('legs', [...form.getValues('legs'), emptyLeg]);
      setIds((current) => [...current, nextId.current++]);
      focusPosition.current = ids.length;
    },
    remove: (position: number) => {
      form.setValue(
        'legs',
        form.getValues('legs').filter((_leg, index) => index !== position),
      );
      // Messages name legs by position, which has just changed.
      form.clearErrors('legs');
      setIds((current) => current.filter((_id, index) => index !== position));
    },
  };
};
