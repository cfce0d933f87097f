import { Plural, Trans } from '@lingui/react/macro';
import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import { LocalDate } from '../../../components/local-date';
import { StarRating } from '../../../components/star-rating';
import { formatNumber } from '../../../lib/format';
import { usePlatformStats } from '../../../lib/api/use-platform-stats';
import { ColumnGrid } from '../../../components/layout/column-grid';

/** Applicants' own words: rated comments they agreed to show (decision 3); nothing when there are none. */
export function TestimonialsSection() {
  const { data } = usePlatformStats();
  if (!data?.testimonials.length) return null;
  const { ratings, averageRating } = data;
  const ratingCount = formatNumber(ratings);
  return (
    <Box component="section" aria-labelledby="testimonials-title" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Typography id="testimonials-title" component="h2" variant="h4" sx={{ mb: 1 }}>
          <Trans>What our customers say</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {averageRating != null ? (
            <Plural
              value={ratings}
              one={`Ratings applicants gave after their decision and agreed to show here; all ${ratingCount} rating average ${averageRating} / 5.`}
              other={`Ratings applicants gave after their decision and agreed to show here; all ${ratingCount} ratings average ${averageRating} / 5.`}
            />
          ) : (
            <Trans>Ratings applicants gave after their decision and agreed to show here.</Trans>
          )}
        </Typography>
        <ColumnGrid columns={{ xs: 1, md: 3 }} gap={2}>
          {data.testimonials.map(({ name, ratedAt, rating, comment: quote, destination }) => (
            <Card key={`${name}-${ratedAt}`} component="figure" sx={{ height: '100%', m: 0 }}>
              <CardContent>
                <StarRating value={rating} />
                <Typography component="blockquote" sx={{ my: 2, mx: 0 }}>
                  <Trans comment="an applicant's own words, in the language's quotation marks">
                    “{quote}”
                  </Trans>
                </Typography>
                <Typography component="figcaption">
                  <strong>{name}</strong>
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    <Trans>
                      Application to {destination}, rated <LocalDate value={ratedAt} />
                    </Trans>
                  </Typography>
                </Typography>
              </CardContent>
            </Card>
          ))}
        </ColumnGrid>
      </Container>
    </Box>
  );
}
