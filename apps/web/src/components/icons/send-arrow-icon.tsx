import SendIcon from '@mui/icons-material/Send';
import type { SvgIconProps } from '@mui/material';
import { mirroredInRtl } from './mirrored-in-rtl';

/** Send: the paper plane flies along the reading, to the left in a right-to-left page. */
export function SendArrowIcon(props: Omit<SvgIconProps, 'sx'>) {
  return <SendIcon {...props} sx={mirroredInRtl} />;
}
