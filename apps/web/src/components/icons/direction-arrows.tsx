import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { SvgIconProps } from '@mui/material';
import { mirroredInRtl } from './mirrored-in-rtl';

type Props = Omit<SvgIconProps, 'sx'>;

/** Onwards: right in a left-to-right page, left in a right-to-left one. */
export function ForwardArrowIcon(props: Props) {
  return <ArrowForwardIcon {...props} sx={mirroredInRtl} />;
}

/** Back: left in a left-to-right page, right in a right-to-left one. */
export function BackArrowIcon(props: Props) {
  return <ArrowBackIcon {...props} sx={mirroredInRtl} />;
}
