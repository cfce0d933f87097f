import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = { title: string; editTo: string; children: ReactNode };

/** One section of the review, with a link back to the step that edits it. */
export function WizardReviewSection({ title, editTo, children }: Props) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
          <Typography id={titleId} component="h3" variant="h6">
            {title}
          </Typography>
          <Button
            component={RouterLink}
            to={editTo}
            size="small"
            startIcon={<EditOutlinedIcon />}
            aria-label={`Edit ${title.toLowerCase()}`}
          >
            Edit
          </Button>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
