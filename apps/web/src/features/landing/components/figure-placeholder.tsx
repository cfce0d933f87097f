import { useLingui } from '@lingui/react/macro';
import { Box } from '@mui/material';

/**
 * Where a figure goes while the API counts it: a muted bar of the figure's size. Only a visit that starts on
 * another page and comes here before the figures arrive sees it (a landing page drawn by the server has
 * them), so the page does not carry MUI's animated Skeleton for it.
 */
export function FigurePlaceholder({ width, centred = false }: { width: number; centred?: boolean }) {
  const { t } = useLingui();
  return (
    <Box
      component="span"
      role="status"
      aria-label={t({ message: 'Loading', comment: 'status of a figure still being counted' })}
      sx={{
        display: 'block',
        width,
        height: '1.2em',
        mx: centred ? 'auto' : undefined,
        my: '0.1em',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    />
  );
}
