import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Logo and product name; always leads home. */
export function BrandLogo() {
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
      <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
        VisaBridge
      </Typography>
    </Box>
  );
}
