import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';

type Props = { documents: readonly string[]; title?: string };

/** The documents to prepare, as a checklist; says so when none are needed. */
export function DocumentChecklist({ documents, title = 'Documents checklist' }: Props) {
  const titleId = `documents-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {documents.length === 0 ? (
        <Typography color="text.secondary">No documents apply to this trip.</Typography>
      ) : (
        <List dense disablePadding>
          {documents.map((document) => (
            <ListItem key={document} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 34, mt: 0.75 }}>
                <CheckCircleOutlineIcon color="success" fontSize="small" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={document} slotProps={{ primary: { variant: 'body1' } }} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
