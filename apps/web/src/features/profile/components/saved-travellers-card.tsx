import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import {
  maxSavedTravellers,
  relationshipLabel,
  type SavedTravellerView,
} from '@visabridge/contract/saved-travellers';
import { useState } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { useCountryName } from '../../../lib/api/use-countries';
import { formatDate } from '../../../lib/format';
import { useSavedTravellers } from '../../../lib/api/saved-travellers';
import { RemoveTravellerDialog } from './remove-traveller-dialog';
import { SavedTravellerDialog, type TravellerEdit } from './saved-traveller-dialog';

const fullName = (traveller: SavedTravellerView) => `${traveller.firstName} ${traveller.lastName}`;

/** "Germany · •••••0T47 · expires 3 Jan 2031", or what is still missing. */
function PassportLine({ traveller }: { traveller: SavedTravellerView }) {
  const countryName = useCountryName();
  const { passportNumberMasked, passportExpiry } = traveller;
  return (
    <>
      {[
        countryName(traveller.nationality),
        passportNumberMasked ?? 'No passport number yet',
        passportExpiry && `expires ${formatDate(passportExpiry, 'short')}`,
      ]
        .filter(Boolean)
        .join(' · ')}
    </>
  );
}

/** The people the account applies for (family, friends), kept to fill the next application with. */
export function SavedTravellersCard() {
  const travellers = useSavedTravellers();
  const [edit, setEdit] = useState<TravellerEdit | null>(null);
  const [removing, setRemoving] = useState<SavedTravellerView | null>(null);
  const list = travellers.data ?? [];
  const isFull = list.length >= maxSavedTravellers;

  return (
    <SectionCard id="saved-travellers" title="Saved travellers" icon={FamilyRestroomIcon}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The people you apply for, as printed in their passports. Changing someone here never changes an
        application already sent.
      </Typography>
      {travellers.isPending && <LinearProgress aria-label="Loading your saved travellers" />}
      {travellers.isError && <Alert severity="error">Your saved travellers could not be loaded.</Alert>}
      {travellers.isSuccess && list.length === 0 && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          No one saved yet.
        </Typography>
      )}
      {list.length > 0 && (
        <List aria-label="Your saved travellers" disablePadding sx={{ mb: 2 }}>
          {list.map((traveller) => (
            <ListItem
              key={traveller.id}
              divider
              disableGutters
              sx={{ pr: 11 }}
              secondaryAction={
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  <IconButton
                    aria-label={`Edit ${fullName(traveller)}`}
                    onClick={() => setEdit({ traveller })}
                  >
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Remove ${fullName(traveller)}`}
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
                    {fullName(traveller)}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` · ${relationshipLabel(traveller.relationship)}`}
                    </Typography>
                    {traveller.isMinor && (
                      <Chip component="span" size="small" label="Under 18" sx={{ ml: 1 }} />
                    )}
                  </>
                }
                secondary={
                  <>
                    {`Born ${formatDate(traveller.dateOfBirth, 'short')}`}
                    <br />
                    <PassportLine traveller={traveller} />
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        variant="outlined"
        startIcon={<PersonAddAlt1Icon />}
        onClick={() => setEdit({ traveller: null })}
        disabled={!travellers.isSuccess || isFull}
      >
        Add a traveller
      </Button>
      {isFull && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          You can keep up to {maxSavedTravellers} travellers: remove one to add another.
        </Typography>
      )}
      <SavedTravellerDialog edit={edit} onClose={() => setEdit(null)} />
      <RemoveTravellerDialog traveller={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}
