import type { RequirementsInput, requirementsInput } from '@visabridge/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useVisaRequirements } from '../../../lib/api/use-visa-requirements';
import { readVisaCheckLink } from '../../../lib/read-visa-check-link';
import { useTypedBeforeStart } from '../../../lib/use-typed-before-start';

type CheckValues = z.output<typeof requirementsInput>;

/** The drawn checker form's `data-keep-typed` name: what is typed before the app runs is kept under it. */
export const visaCheckFormKey = 'visa-check';

// Made once: the checker's schema (and zod) load when a check is first submitted, not with the page.
const resolver = lazyZodResolver(() =>
  import('@visabridge/contract').then((contract) => contract.requirementsInput),
);

/**
 * The checker's state. The query string (?from=US&to=JP&purpose=work) is the trip being answered, so a
 * result can be linked and the back button returns to the previous check; the form only holds the input.
 */
export const useVisaCheck = ({ canCheck }: { canCheck: boolean }) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const link = readVisaCheckLink(searchParams);
  // Free text stays out of the address bar; it travels with the check only.
  const [details, setDetails] = useState('');
  const form = useForm<RequirementsInput, unknown, CheckValues>({
    resolver,
    defaultValues: {
      fromCountry: link.from,
      toCountry: link.to,
      purpose: link.purpose,
      travelDate: link.travel,
      returnDate: link.return,
      additionalDetails: '',
    },
  });
  useTypedBeforeStart(visaCheckFormKey, form.setValue);

  const request: RequirementsInput | null =
    link.from && link.to && canCheck
      ? {
          fromCountry: link.from,
          toCountry: link.to,
          purpose: link.purpose,
          ...(link.travel ? { travelDate: link.travel } : {}),
          ...(link.return ? { returnDate: link.return } : {}),
          ...(details ? { additionalDetails: details } : {}),
        }
      : null;
  const check = useVisaRequirements(request);
  const { pathname } = useLocation();

  const onSubmit = form.handleSubmit(async (values) => {
    // A check submitted just before the visitor left (its schema still loading) must not bring them back.
    if (window.location.pathname !== pathname) return;
    const nextDetails = values.additionalDetails ?? '';
    const isSameCheck =
      request !== null &&
      values.fromCountry === link.from &&
      values.toCountry === link.to &&
      values.purpose === link.purpose &&
      (values.travelDate ?? '') === link.travel &&
      (values.returnDate ?? '') === link.return &&
      nextDetails === details;
    // The same question again (e.g. after a failure) asks the server again instead of reading the cache.
    if (isSameCheck) {
      await check.refetch();
      return;
    }
    setDetails(nextDetails);
    setSearchParams({
      from: values.fromCountry,
      to: values.toCountry,
      purpose: values.purpose,
      ...(values.travelDate ? { travel: values.travelDate } : {}),
      ...(values.returnDate ? { return: values.returnDate } : {}),
    });
  });

  // A submitted check counts from the click: its schema may still be on its way.
  const isChecking = check.isFetching || form.formState.isSubmitting;
  // The days the answer on show is for, which an application started from it plans its trip on.
  const travelDate = (request && link.travel) || undefined;
  const returnDate = (request && link.return) || undefined;
  return { form, onSubmit, check, details, isChecking, travelDate, returnDate };
};
