import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/Work';
import { Box, Card, CardActionArea, CardContent, Container, Typography } from '@mui/material';
import { FigurePlaceholder } from './figure-placeholder';
import type { Purpose } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { formatCount } from '../../../lib/format';
import { usePlatformStats } from '../../../lib/api/use-platform-stats';
import { visaCheckPath } from '../../../lib/trip-links';
import { ColumnGrid } from '../../../components/layout/column-grid';

const categories: { name: string; purpose: Purpose; icon: typeof WorkIcon; text: string }[] = [
  {
    name: 'Tourist',
    purpose: 'tourist',
    icon: BeachAccessIcon,
    text: 'Holidays, sightseeing and visiting friends.',
  },
  {
    name: 'Business',
    purpose: 'business',
    icon: BusinessCenterIcon,
    text: 'Meetings, conferences and trade events.',
  },
  {
    name: 'Student',
    purpose: 'student',
    icon: SchoolIcon,
    text: 'Degree programmes, exchanges and courses.',
  },
  { name: 'Work', purpose: 'work', icon: WorkIcon, text: 'Employment, transfers and skilled work.' },
  { name: 'Family', purpose: 'family', icon: FamilyRestroomIcon, text: 'Joining or visiting family abroad.' },
];

/** 'N types' counted by the API (decision 3); nothing while there are none rather than a claim of zero. */
function TypeCount({ count, isPending }: { count: number | undefined; isPending: boolean }) {
  if (isPending) return <FigurePlaceholder width={64} />;
  if (!count) return null;
  return (
    <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
      {formatCount(count, 'type')}
    </Typography>
  );
}

export function VisaCategories() {
  const { data, isPending } = usePlatformStats();
  return (
    <Box component="section" aria-labelledby="categories-title" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Typography id="categories-title" component="h2" variant="h4" sx={{ mb: 1 }}>
          Visa categories
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Pick a purpose and check what your passport needs for your destination.
        </Typography>
        <ColumnGrid columns={{ xs: 1, sm: 2, md: 5 }} gap={2}>
          {categories.map(({ name, purpose, icon: Icon, text }) => (
            <Card key={name} sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={visaCheckPath({ purpose })} sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" fontSize="large" aria-hidden="true" />
                  <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
                    {name}
                  </Typography>
                  <TypeCount count={data?.visaTypesByPurpose[purpose]} isPending={isPending} />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </ColumnGrid>
      </Container>
    </Box>
  );
}
