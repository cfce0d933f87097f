import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { ChecklistItem } from '@visabridge/contract';
import { useId } from 'react';
import { whenNeeded } from './when-needed';

type Props = {
  checklist: readonly ChecklistItem[];
  /** A visa or an authorisation is applied for: each item says when it is needed. */
  isApplication: boolean;
  title?: string;
};

/** The documents to prepare, as a checklist saying when each is needed; says so when none are needed. */
export function DocumentChecklist({ checklist, isApplication, title }: Props) {
  const { t } = useLingui();
  // Not made of the title, which is written in the page's language.
  const titleId = `documents-${useId()}`;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ mb: 0.5 }}>
        {title ?? t`Documents checklist`}
      </Typography>
      {checklist.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>No documents apply to this trip.</Trans>
        </Typography>
      ) : (
        <List dense disablePadding>
          {checklist.map(({ document, kind }) => (
            <ListItem key={document} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 34, mt: 0.75 }}>
                <CheckCircleOutlineIcon color="success" fontSize="small" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText
                primary={document}
                secondary={isApplication ? t(whenNeeded[kind]) : undefined}
                slotProps={{ primary: { variant: 'body1' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
