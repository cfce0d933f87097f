import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import type { SvgIconProps } from '@mui/material';
import { mirroredInRtl } from './mirrored-in-rtl';

type Props = Omit<SvgIconProps, 'sx'>;

/** Sign in: the arrow goes in through the door along the reading. */
export function LoginArrowIcon(props: Props) {
  return <LoginIcon {...props} sx={mirroredInRtl} />;
}

/** Sign out: the arrow leaves through the door along the reading. */
export function LogoutArrowIcon(props: Props) {
  return <LogoutIcon {...props} sx={mirroredInRtl} />;
}
