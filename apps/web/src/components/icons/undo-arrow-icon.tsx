import UndoIcon from '@mui/icons-material/Undo';
import type { SvgIconProps } from '@mui/material';
import { mirroredInRtl } from './mirrored-in-rtl';

/** Undo: the arrow turns back, against the reading. */
export function UndoArrowIcon(props: Omit<SvgIconProps, 'sx'>) {
  return <UndoIcon {...props} sx={mirroredInRtl} />;
}
