import { Box, Button, Typography } from '@mui/material';

type Props = { count: number; onUpdateStatus: () => void; onClear: () => void };

/** Shown while applications are selected: how many, and what can be done with all of them. */
export function SelectionBar({ count, onUpdateStatus, onClear }: Props) {
  return (
    <Box
      role="region"
      aria-label="Selected applications"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        mx: 2,
        mb: 2,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'action.selected',
      }}
    >
      <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>{count} selected</Typography>
      <Button onClick={onClear}>Clear selection</Button>
      <Button variant="contained" onClick={onUpdateStatus}>
        Update status
      </Button>
    </Box>
  );
}
