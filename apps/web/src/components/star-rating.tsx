import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box } from '@mui/material';
import { useLingui } from '@lingui/react/macro';

const maxStars = 5;

/** A rating shown, not given: filled stars up to the value, read out as "N out of 5 stars". */
export function StarRating({ value }: { value: number }) {
  const { t } = useLingui();
  return (
    <Box
      role="img"
      aria-label={t`${value} out of ${maxStars} stars`}
      sx={{ display: 'flex', color: 'warning.main' }}
    >
      {Array.from({ length: maxStars }, (_, index) =>
        index < value ? (
          <StarIcon key={index} />
        ) : (
          <StarBorderIcon key={index} sx={{ color: 'action.disabled' }} />
        ),
      )}
    </Box>
  );
}
