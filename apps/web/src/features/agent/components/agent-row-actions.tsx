import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { referenceNumber } = application;
  const actions = [
    {
      action: 'view',
      label: t({ message: 'View', comment: "button: opens an application's details" }),
      name: t`View application ${referenceNumber}`,
      icon: VisibilityOutlinedIcon,
      act: onView,
    },
    {
      action: 'contact',
      label: t`Contact client`,
      name: t`Contact client about ${referenceNumber}`,
      icon: MailOutlineIcon,
      act: onContact,
    },
  ];
  return (
    <Box sx={{ display: 'flex', gap: isCompact ? 0 : 1, flexWrap: isCompact ? 'nowrap' : 'wrap' }}>
      {actions.map(({ action, label, name, icon: Icon, act }) =>
        isCompact ? (
          <Tooltip key={action} title={label}>
            <IconButton aria-label={name} onClick={() => act(application)}>
              <Icon />
            </IconButton>
          </Tooltip>
        ) : (
          <Button
            key={action}
            size="small"
            variant={action === 'view' ? 'outlined' : 'text'}
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
