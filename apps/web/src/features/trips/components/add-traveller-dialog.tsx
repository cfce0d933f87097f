import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Button,
  Dialog,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { TripView } from '@visabridge/contract/group-trips';
import { savedTravellerInput, type SavedTravellerView } from '@visabridge/contract/saved-travellers';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/form-dialog';
import { RhfCheckbox } from '../../../components/form/rhf-checkbox';
import { PersonFields, personFieldNames, personValuesOf } from '../../../components/travellers/person-fields';
import { errorMessage } from '../../../lib/api-client';
import { useSavedTravellers } from '../../../lib/api/saved-travellers';
import { relationshipNames } from '../../../components/travellers/relationship-names';
import { useAddTraveller } from '../../../lib/api/trips';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useFormRequest } from '../../../lib/use-form-request';
import { useToast } from '../../../lib/use-toast';

const newTraveller = z.object({ person: savedTravellerInput, save: z.boolean() });
type Values = z.input<typeof newTraveller>;
type Traveller = z.output<typeof newTraveller>;

const fields = [...personFieldNames.map((name) => `person.${name}` as const), 'save'] as const;
const nameOf = (traveller: { firstName: string; lastName: string }) =>
  `${traveller.firstName} ${traveller.lastName}`;

type Props = { trip: TripView; isOpen: boolean; onClose: () => void };

/** The account's saved travellers not on the trip yet, each added with one tap (a copy of them as saved). */
function SavedChoices({ trip, onAdded }: { trip: TripView; onAdded: () => void }) {
  const { t } = useLingui();
  const saved = useSavedTravellers();
  const add = useAddTraveller(trip.id);
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const onTrip = new Set(trip.travellers.map((traveller) => nameOf(traveller)));
  const choices = (saved.data ?? []).filter((traveller) => !onTrip.has(nameOf(traveller)));
  const choose = async (traveller: SavedTravellerView) => {
    setError(null);
    try {
      const { message } = await add.mutateAsync({ savedTravellerId: traveller.id });
      toast.success(message ?? t`Traveller added`);
      onAdded();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  if (saved.isPending) return <LinearProgress aria-label={t`Loading your saved travellers`} />;
  if (choices.length === 0) return null;
  return (
    <Box component="section" aria-label={t`Your saved travellers`} sx={{ mb: 3 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        <Trans>From your saved travellers</Trans>
      </Typography>
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      <List disablePadding>
        {choices.map((traveller) => {
          const travellerName = nameOf(traveller);
          const relationshipName = t(relationshipNames[traveller.relationship]);
          return (
            <ListItem
              key={traveller.id}
              divider
              disableGutters
              secondaryAction={
                <Button
                  variant="outlined"
                  size="small"
                  disabled={add.isPending}
                  onClick={() => void choose(traveller)}
                  aria-label={t({
                    message: `Add ${travellerName}`,
                    comment: 'button: add a saved traveller to the trip',
                  })}
                >
                  <Trans comment="button: add a saved traveller to the trip">Add</Trans>
                </Button>
              }
              sx={{ pr: 9 }}
            >
              <ListItemText
                primary={travellerName}
                secondary={
                  traveller.isMinor
                    ? t({
                        message: `${relationshipName} · Under 18`,
                        comment: 'who a traveller is to the account holder, and that they are a minor',
                      })
                    : relationshipName
                }
              />
            </ListItem>
          );
        })}
      </List>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
        <Trans>Or someone new</Trans>
      </Typography>
    </Box>
  );
}

/** Adds someone to the trip: a saved traveller, or a new person (kept for next time when ticked). */
function AddTravellerForm({
  trip,
  titleId,
  onClose,
}: {
  trip: TripView;
  titleId: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const add = useAddTraveller(trip.id);
  const form = useForm<Values, unknown, Traveller>({
    resolver: zodResolver(newTraveller),
    defaultValues: { person: personValuesOf(null), save: true },
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(form.setError, fields);
  const submit = form.handleSubmit(async (traveller) => {
    if (await send(add.mutateAsync(traveller), t`Traveller added`)) onClose();
  });
  const { destination } = trip;
  return (
    <DialogForm
      title={t`Add a traveller to ${destination}`}
      titleId={titleId}
      submitLabel={t`Add traveller`}
      isPending={add.isPending}
      onSubmit={(event) => void submit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
    >
      <SavedChoices trip={trip} onAdded={onClose} />
      <PersonFields control={form.control} prefix="person." />
      <Box sx={{ mt: 1 }}>
        <RhfCheckbox
          control={form.control}
          name="save"
          label={t`Keep them in my saved travellers for next time`}
        />
      </Box>
    </DialogForm>
  );
}

/** The dialog that adds a traveller; full screen on a phone, like the other long forms. */
export function AddTravellerDialog({ trip, isOpen, onClose }: Props) {
  const titleId = `${useId()}-title`;
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {isOpen && <AddTravellerForm trip={trip} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}
