import { messages } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useTypedBeforeStart } from '../../../lib/use-typed-before-start';
import { useCheckTrip } from '../api/check-trip';
import { emptyLeg, type TripFormValues, type TripValues } from './trip-form-values';
import { useTripLegs } from './use-trip-legs';

// The trip's schema (and zod) load when the form is first checked, not with the page.
const resolver = lazyZodResolver(() =>
  import('@visabridge/contract/trips').then((contract) => contract.tripInput),
);

/** The drawn trip form's `data-keep-typed` name: what is typed before the app runs is kept under it. */
export const tripFormKey = 'trip-check';

/** The trip form's state and its check: the server's field errors (`legs.1.departureDate`) land on their fields. */
export const useTripForm = () => {
  const form = useForm<TripFormValues, unknown, TripValues>({
    resolver,
    defaultValues: { fromCountry: '', purpose: 'tourist', legs: [emptyLeg, emptyLeg] },
  });
  useTypedBeforeStart(tripFormKey, form.setValue);
  const legs = useTripLegs(form);
  const check = useCheckTrip();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await check.mutateAsync(values);
    } catch (error) {
      const fields = Object.keys(form.getValues()) as never[];
      // Per-leg fields are matched by their path as the server names it; nothing unmatched is lost.
      const fieldMap = Object.fromEntries(
        values.legs.flatMap((_leg, position) =>
          ['destination', 'arrivalDate', 'departureDate'].map((name) => [
            `legs.${position}.${name}`,
            `legs.${position}.${name}`,
          ]),
        ),
      ) as Record<string, never>;
      const problem = applyServerErrors(error, form.setError, fields, fieldMap, messages.visaCheckFailed);
      if (problem) form.setError('root', { type: 'server', message: problem });
    }
  });

  return { form, legs, check, onSubmit };
};
