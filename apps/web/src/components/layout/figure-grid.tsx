import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type Figure = { label: string; value: ReactNode; color?: string };

type Props = { figures: Figure[]; columns?: number; isLarge?: boolean };

/** Labelled figures in equal tiles (a description list), e.g. counts or totals in a panel. */
export function FigureGrid({ figures, columns = figures.length, isLarge = false }: Props) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1.5 }}
    >
      {figures.map(({ label, value, color }) => (
        <Box
          key={label}
          sx={{
            p: isLarge ? 2 : 1.5,
            borderRadius: 2,
            bgcolor: 'action.hover',
            borderTop: color ? 3 : 0,
            borderColor: color,
            minWidth: 0,
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant={isLarge ? 'h3' : 'h5'} sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
