import { Box, Typography } from '@mui/material';
import type { UserView } from '@visabridge/contract';

/** Who is signed in (name and email), as a list item atop the account menu and the drawer's account list. */
export function SignedInUser({ user }: { user: UserView }) {
  return (
    <Box component="li" sx={{ px: 2, py: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{user.fullName}</Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {user.email}
      </Typography>
    </Box>
  );
}
/** In a MUI menu, keyboard focus and the first-item highlight skip it. */
SignedInUser.muiSkipListHighlight = true;
