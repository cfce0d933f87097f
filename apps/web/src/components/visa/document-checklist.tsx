import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { ChecklistItem } from '@visabridge/contract';
import { whenNeeded } from './when-needed';

type Props = {
  checklist: readonly ChecklistItem[];
  /** A visa or an authorisation is applied for: each item says when it is needed. */
  isApplication: boolean;
  title?: string;
};

/** The documents to prepare, as a checklist saying when each is needed; says so when none are needed. */
export function DocumentChecklist({ checklist, isApplication, title = 'Documents checklist' }: Props) {
  const titleId = `documents-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {checklist.length === 0 ? (
        <Typography color="text.secondary">No documents apply to this trip.</Typography>
      ) : (
        <List dense disablePadding>
          {checklist.map(({ document, kind }) => (
            <ListItem key={document} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 34, mt: 0.75 }}>
                <CheckCircleOutlineIcon color="success" fontSize="small" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText
                primary={document}
                secondary={isApplication ? whenNeeded[kind] : undefined}
                slotProps={{ primary: { variant: 'body1' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
