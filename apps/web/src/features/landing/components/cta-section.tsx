import { Trans } from '@lingui/react/macro';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function CtaSection() {
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ py: 6 }}>
      <Container maxWidth="md">
        <Box
          sx={{
            p: { xs: 3, sm: 6 },
            borderRadius: 4,
            textAlign: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography id="cta-title" component="h2" variant="h4">
            <Trans>Ready for your next trip?</Trans>
          </Typography>
          <Typography sx={{ mt: 1.5, mb: 3, opacity: 0.9 }}>
            <Trans>Create a free account for yourself, or talk to us about visas for your whole team.</Trans>
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button
              component={RouterLink}
              to="/register"
              variant="contained"
              size="large"
              sx={{
                bgcolor: 'background.paper',
                color: 'primary.main',
                '&:hover': { bgcolor: 'background.default' },
              }}
            >
              <Trans>Get Started Free</Trans>
            </Button>
            <Button
              component={RouterLink}
              to="/contact?topic=sales"
              variant="outlined"
              size="large"
              color="inherit"
            >
              <Trans>Contact Sales</Trans>
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
