import { Trans } from '@lingui/react/macro';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = {
  title: string;
  /** The edit button's accessible name, e.g. 'Edit personal details'. */
  editLabel: string;
  editTo: string;
  children: ReactNode;
};

/** One section of the review, with a link back to the step that edits it. */
export function WizardReviewSection({ title, editLabel, editTo, children }: Props) {
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
            aria-label={editLabel}
          >
            <Trans comment="button: go back to a section of the form to change it">Edit</Trans>
          </Button>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
