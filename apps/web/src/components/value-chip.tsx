import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';

type Props<V extends string> = {
  value: V;
  /** Each value's name, in the reader's language. */
  names: Record<V, MessageDescriptor>;
  colors: Record<V, ChipProps['color']>;
  sx?: ChipProps['sx'];
};

/** One value of a closed set (a priority, a status) as an outlined chip: its name, in its colour. */
export function ValueChip<V extends string>({ value, names, colors, sx }: Props<V>) {
  const { t } = useLingui();
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={colors[value]}
      label={t(names[value])}
      sx={sx}
    />
  );
}
