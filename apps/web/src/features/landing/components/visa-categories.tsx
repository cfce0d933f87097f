import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/Work';
import { Box, Card, CardActionArea, CardContent, Container, Typography } from '@mui/material';
import { FigurePlaceholder } from './figure-placeholder';
import type { MessageDescriptor } from '@lingui/core';
import type { Purpose } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { usePlatformStats } from '../../../lib/api/use-platform-stats';
import { visaCheckPath } from '../../../lib/trip-links';
import { ColumnGrid } from '../../../components/layout/column-grid';

const categories: {
  name: MessageDescriptor;
  purpose: Purpose;
  icon: typeof WorkIcon;
  text: MessageDescriptor;
}[] = [
  {
    name: msg({ message: 'Tourist', comment: 'visa category: the purpose of a trip' }),
    purpose: 'tourist',
    icon: BeachAccessIcon,
    text: msg`Holidays, sightseeing and visiting friends.`,
  },
  {
    name: msg({ message: 'Business', comment: 'visa category: the purpose of a trip' }),
    purpose: 'business',
    icon: BusinessCenterIcon,
    text: msg`Meetings, conferences and trade events.`,
  },
  {
    name: msg({ message: 'Student', comment: 'visa category: the purpose of a trip' }),
    purpose: 'student',
    icon: SchoolIcon,
    text: msg`Degree programmes, exchanges and courses.`,
  },
  {
    name: msg({ message: 'Work', comment: 'visa category: the purpose of a trip' }),
    purpose: 'work',
    icon: WorkIcon,
    text: msg`Employment, transfers and skilled work.`,
  },
  {
    name: msg({ message: 'Family', comment: 'visa category: the purpose of a trip' }),
    purpose: 'family',
    icon: FamilyRestroomIcon,
    text: msg`Joining or visiting family abroad.`,
  },
];

/** 'N types' counted by the API (decision 3); nothing while there are none rather than a claim of zero. */
function TypeCount({ count, isPending }: { count: number | undefined; isPending: boolean }) {
  if (isPending) return <FigurePlaceholder width={64} />;
  if (!count) return null;
  const formattedCount = formatNumber(count);
  return (
    <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
      <Plural
        value={count}
        one={`${formattedCount} type`}
        other={`${formattedCount} types`}
        comment="how many visa types a visa category has"
      />
    </Typography>
  );
}

export function VisaCategories() {
  const { data, isPending } = usePlatformStats();
  const { t } = useLingui();
  return (
    <Box component="section" aria-labelledby="categories-title" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Typography id="categories-title" component="h2" variant="h4" sx={{ mb: 1 }}>
          <Trans>Visa categories</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <Trans>Pick a purpose and check what your passport needs for your destination.</Trans>
        </Typography>
        <ColumnGrid columns={{ xs: 1, sm: 2, md: 5 }} gap={2}>
          {categories.map(({ name, purpose, icon: Icon, text }) => (
            <Card key={purpose} sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={visaCheckPath({ purpose })} sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" fontSize="large" aria-hidden="true" />
                  <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
                    {t(name)}
                  </Typography>
                  <TypeCount count={data?.visaTypesByPurpose[purpose]} isPending={isPending} />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t(text)}
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
