import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { savedTravellerInput, type SavedTravellerDetail } from '@visabridge/contract/saved-travellers';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/form-dialog';
import { PersonFields, personFieldNames, personValuesOf } from '../../../components/travellers/person-fields';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useFormRequest } from '../../../lib/use-form-request';
import { useSaveTraveller } from '../../../lib/api/saved-travellers';

type Values = z.input<typeof savedTravellerInput>;
type Details = z.output<typeof savedTravellerInput>;

type Props = { traveller: SavedTravellerDetail | null; titleId: string; onClose: () => void };

/** A person the account applies for, new (`traveller` null) or as saved; checked with the API's schema. */
export function SavedTravellerForm({ traveller, titleId, onClose }: Props) {
  const { t } = useLingui();
  const save = useSaveTraveller();
  const form = useForm<Values, unknown, Details>({
    resolver: zodResolver(savedTravellerInput),
    defaultValues: personValuesOf(traveller),
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(form.setError, personFieldNames);
  const submit = form.handleSubmit(async (details) => {
    const id = traveller?.id ?? null;
    if (await send(save.mutateAsync({ ...details, id }), id ? t`Traveller updated` : t`Traveller saved`))
      onClose();
  });

  const travellerName = traveller ? `${traveller.firstName} ${traveller.lastName}` : null;

  return (
    <DialogForm
      title={travellerName ? t`Edit ${travellerName}` : t`Add a traveller`}
      titleId={titleId}
      submitLabel={traveller ? t`Save changes` : t`Save traveller`}
      isPending={save.isPending}
      onSubmit={(event) => void submit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
    >
      <PersonFields control={form.control} />
    </DialogForm>
  );
}
