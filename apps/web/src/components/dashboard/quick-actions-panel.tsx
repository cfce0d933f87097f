import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { QuickAction } from './quick-actions';

export function QuickActionsPanel({ actions }: { actions: QuickAction[] }) {
  const { t } = useLingui();
  return (
    <Card component="section" aria-labelledby="quick-actions-title">
      <CardContent>
        <Typography id="quick-actions-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          <Trans>Quick Actions</Trans>
        </Typography>
        <Grid container spacing={1.5}>
          {actions.map(({ label, to, icon: Icon }) => (
            <Grid key={to} size={{ xs: 6, md: actions.length > 4 ? 4 : 3 }}>
              <Button
                component={RouterLink}
                to={to}
                variant="outlined"
                fullWidth
                startIcon={<Icon aria-hidden="true" />}
                sx={{ justifyContent: 'flex-start', py: 1.5, height: '100%' }}
              >
                {t(label)}
              </Button>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
