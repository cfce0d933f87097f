import { MenuItem } from '@mui/material';

/** A select's choices as menu items, in the order given. */
export const menuItems = (options: readonly { value: string; label: string }[]) =>
  options.map((option) => (
    <MenuItem key={option.value} value={option.value}>
      {option.label}
    </MenuItem>
  ));
