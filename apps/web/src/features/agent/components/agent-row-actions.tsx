import MailOutlineIcon from '@mui/icons-material/MailOutline';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import type { ApplicationRef } from '../application-ref';

export type ApplicationActions = {
  onView: (application: ApplicationRef) => void;
  onContact: (application: ApplicationRef) => void;
};

type Props = ApplicationActions & {
  application: ApplicationRef;
  /** Icons with tooltips, where a table has little room; labelled buttons otherwise. */
  isCompact?: boolean;
};

/** Open the application's details, or write to its client. */
export function AgentRowActions({ application, onView, onContact, isCompact = false }: Props) {
  const actions = [
    {
      label: 'View',
      name: `View application ${application.referenceNumber}`,
      icon: VisibilityOutlinedIcon,
      act: onView,
    },
    {
      label: 'Contact client',
      name: `Contact client about ${application.referenceNumber}`,
      icon: MailOutlineIcon,
      act: onContact,
    },
  ];
  return (
    <Box sx={{ display: 'flex', gap: isCompact ? 0 : 1, flexWrap: isCompact ? 'nowrap' : 'wrap' }}>
      {actions.map(({ label, name, icon: Icon, act }) =>
        isCompact ? (
          <Tooltip key={label} title={label}>
            <IconButton aria-label={name} onClick={() => act(application)}>
              <Icon />
            </IconButton>
          </Tooltip>
        ) : (
          <Button
            key={label}
            size="small"
            variant={label === 'View' ? 'outlined' : 'text'}
            startIcon={<Icon />}
            onClick={() => act(application)}
            aria-label={name}
          >
            {label}
          </Button>
        ),
      )}
    </Box>
  );
}
