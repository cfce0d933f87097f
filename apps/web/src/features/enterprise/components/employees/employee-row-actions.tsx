import { Trans, useLingui } from '@lingui/react/macro';
import EditIcon from '@mui/icons-material/Edit';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestoreIcon from '@mui/icons-material/Restore';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import type { EmployeeView } from '@visabridge/contract';
import { InviteEmployeeButton } from './invite-employee-button';

export type EmployeeActions = {
  onApply: (employee: EmployeeView) => void;
  onEdit: (employee: EmployeeView) => void;
  onChangeStatus: (employee: EmployeeView) => void;
};

type Props = EmployeeActions & { employee: EmployeeView };

/** 'New Application' for the employee (active ones only), invite, edit, and deactivate or reactivate. */
export function EmployeeRowActions({ employee, onApply, onEdit, onChangeStatus }: Props) {
  const { t } = useLingui();
  const name = `${employee.firstName} ${employee.lastName}`;
  const isActive = employee.status === 'active';
  return (
    // On a phone the four actions sit two by two, beside a name that keeps room to read.
    <Box
      sx={{
        display: { xs: 'grid', sm: 'flex' },
        gridTemplateColumns: 'repeat(2, max-content)',
        alignItems: 'center',
        gap: 0.5,
      }}
    >
      {/* Below 900 px the button shows its icon only; its name stays the same. */}
      <Button
        size="small"
        variant="outlined"
        startIcon={<FlightTakeoffIcon />}
        onClick={() => onApply(employee)}
        disabled={!isActive}
        aria-label={t`New Application for ${name}`}
        sx={{
          whiteSpace: 'nowrap',
          minWidth: { xs: 0, md: 64 },
          '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: { xs: 0, md: -0.5 } },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          <Trans>New Application</Trans>
        </Box>
      </Button>
      <InviteEmployeeButton employee={employee} />
      <Tooltip title={t({ message: 'Edit', comment: "button that edits an employee's details" })}>
        <IconButton size="small" onClick={() => onEdit(employee)} aria-label={t`Edit ${name}`}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip
        title={
          isActive
            ? t({ message: 'Deactivate', comment: 'button that deactivates an employee' })
            : t({ message: 'Reactivate', comment: 'button that reactivates an employee' })
        }
      >
        <IconButton
          size="small"
          onClick={() => onChangeStatus(employee)}
          aria-label={isActive ? t`Deactivate ${name}` : t`Reactivate ${name}`}
        >
          {isActive ? <PersonOffIcon fontSize="small" /> : <RestoreIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
