import { Box, Button } from '@mui/material';
import type { ButtonProps } from '@mui/material';

type Props = Omit<ButtonProps, 'type' | 'loading'> & { isPending: boolean };

/** A form's submit button on a line of its own at its natural width; it spins while the form is sent. */
export function SubmitButton({ isPending, variant = 'contained', ...props }: Props) {
  return (
    <Box>
      <Button type="submit" variant={variant} loading={isPending} {...props} />
    </Box>
  );
}
