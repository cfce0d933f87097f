import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import { countOf } from '@visabridge/contract';
import { LocalDate } from '../../../components/local-date';
import { StarRating } from '../../../components/star-rating';
import { usePlatformStats } from '../../../lib/api/use-platform-stats';
import { ColumnGrid } from '../../../components/layout/column-grid';

/** Applicants' own words: rated comments they agreed to show (decision 3); nothing when there are none. */
export function TestimonialsSection() {
  const { data } = usePlatformStats();
  if (!data?.testimonials.length) return null;
  return (
    <Box component="section" aria-labelledby="testimonials-title" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Typography id="testimonials-title" component="h2" variant="h4" sx={{ mb: 1 }}>
          What our customers say
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Ratings applicants gave after their decision and agreed to show here
          {data.averageRating != null &&
            `; all ${countOf(data.ratings, 'rating')} average ${data.averageRating} / 5`}
          .
        </Typography>
        <ColumnGrid columns={{ xs: 1, md: 3 }} gap={2}>
          {data.testimonials.map((item) => (
            <Card key={`${item.name}-${item.ratedAt}`} component="figure" sx={{ height: '100%', m: 0 }}>
              <CardContent>
                <StarRating value={item.rating} />
                <Typography component="blockquote" sx={{ my: 2, mx: 0 }}>
                  “{item.comment}”
                </Typography>
                <Typography component="figcaption">
                  <strong>{item.name}</strong>
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    Application to {item.destination}, rated <LocalDate value={item.ratedAt} />
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
