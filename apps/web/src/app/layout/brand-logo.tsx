import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router';

/** On a phone, the name is left to screen readers: the bar is full with a signed-in user's controls. */
const nameOnlyHeardOnPhones = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden });

/** Logo and product name; always leads home. `isCompact`: the name is not shown on a phone. */
export function BrandLogo({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 34,
          height: 34,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <FlightTakeoffIcon fontSize="small" />
      </Box>
      <Typography
        component="span"
        variant="h6"
        sx={[{ fontWeight: 700 }, isCompact && nameOnlyHeardOnPhones]}
      >
        VisaBridge
      </Typography>
    </Box>
  );
}
