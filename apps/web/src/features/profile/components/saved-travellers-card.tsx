import { plural } from '@lingui/core/macro';
import { MinorChip } from '../../../components/travellers/minor-chip';
import { Trans, useLingui } from '@lingui/react/macro';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { maxSavedTravellers, type SavedTravellerView } from '@visabridge/contract/saved-travellers';
import { useState } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { useCountryName } from '../../../lib/api/use-countries';
import { formatDate } from '../../../lib/format';
import { relationshipNames } from '../../../components/travellers/relationship-names';
import { useSavedTravellers } from '../../../lib/api/saved-travellers';
import { RemoveTravellerDialog } from './remove-traveller-dialog';
import { SavedTravellerDialog, type TravellerEdit } from './saved-traveller-dialog';

const fullName = (traveller: SavedTravellerView) => `${traveller.firstName} ${traveller.lastName}`;

/** "Germany · •••••0T47 · expires 3 Jan 2031", or what is still missing. */
function PassportLine({ traveller }: { traveller: SavedTravellerView }) {
  const { t } = useLingui();
  const countryName = useCountryName();
  const { passportNumberMasked, passportExpiry } = traveller;
  const expiryDate = passportExpiry && formatDate(passportExpiry, 'short');
  return (
    <>
      {[
        countryName(traveller.nationality),
        passportNumberMasked ?? t`No passport number yet`,
        expiryDate && t({ message: `expires ${expiryDate}`, comment: "when a traveller's passport expires" }),
      ]
        .filter(Boolean)
        .join(' · ')}
    </>
  );
}

/** The people the account applies for (family, friends), kept to fill the next application with. */
export function SavedTravellersCard() {
  const { t } = useLingui();
  const travellers = useSavedTravellers();
  const [edit, setEdit] = useState<TravellerEdit | null>(null);
  const [removing, setRemoving] = useState<SavedTravellerView | null>(null);
  const list = travellers.data ?? [];
  const isFull = list.length >= maxSavedTravellers;

  return (
    <SectionCard id="saved-travellers" title={t`Saved travellers`} icon={FamilyRestroomIcon}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          The people you apply for, as printed in their passports. Changing someone here never changes an
          application already sent.
        </Trans>
      </Typography>
      {travellers.isPending && <LinearProgress aria-label={t`Loading your saved travellers`} />}
      {travellers.isError && (
        <Alert severity="error">
          <Trans>Your saved travellers could not be loaded.</Trans>
        </Alert>
      )}
      {travellers.isSuccess && list.length === 0 && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Trans>No one saved yet.</Trans>
        </Typography>
      )}
      {list.length > 0 && (
        <List aria-label={t`Your saved travellers`} disablePadding sx={{ mb: 2 }}>
          {list.map((traveller) => {
            const travellerName = fullName(traveller);
            const birthDate = formatDate(traveller.dateOfBirth, 'short');
            return (
              <ListItem
                key={traveller.id}
                divider
                disableGutters
                sx={{ pr: 11 }}
                secondaryAction={
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <IconButton aria-label={t`Edit ${travellerName}`} onClick={() => setEdit({ traveller })}>
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t`Remove ${travellerName}`}
                      onClick={() => setRemoving(traveller)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Box>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {travellerName}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {` · ${t(relationshipNames[traveller.relationship])}`}
                      </Typography>
                      {traveller.isMinor && <MinorChip />}
                    </>
                  }
                  secondary={
                    <>
                      {t({ message: `Born ${birthDate}`, comment: "a traveller's date of birth" })}
                      <br />
                      <PassportLine traveller={traveller} />
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Button
        variant="outlined"
        startIcon={<PersonAddAlt1Icon />}
        onClick={() => setEdit({ traveller: null })}
        disabled={!travellers.isSuccess || isFull}
      >
        <Trans>Add a traveller</Trans>
      </Button>
      {isFull && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t`${plural(maxSavedTravellers, {
            one: 'You can keep up to # traveller: remove one to add another.',
            other: 'You can keep up to # travellers: remove one to add another.',
          })}`}
        </Typography>
      )}
      <SavedTravellerDialog edit={edit} onClose={() => setEdit(null)} />
      <RemoveTravellerDialog traveller={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}
