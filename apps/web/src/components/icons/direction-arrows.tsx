import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { SvgIconProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';

type Props = Omit<SvgIconProps, 'sx'>;

/** Right to left, an icon that points along the reading (an arrow, Send) turns round with it: its `sx`. */
export const mirroredInRtl = (theme: Theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {});

/** Onwards: right in a left-to-right page, left in a right-to-left one. */
export function ForwardArrowIcon(props: Props) {
  return <ArrowForwardIcon {...props} sx={mirroredInRtl} />;
}

/** Back: left in a left-to-right page, right in a right-to-left one. */
export function BackArrowIcon(props: Props) {
  return <ArrowBackIcon {...props} sx={mirroredInRtl} />;
}
