import type { Theme } from '@mui/material/styles';

/**
 * Right to left, an icon that points along the reading (an arrow, Send, Logout) turns round with it: its `sx`.
 * Each such icon has a module of its own, so a page loads only the icons it draws.
 */
export const mirroredInRtl = (theme: Theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {});
