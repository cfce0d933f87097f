import { Box, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import { countOf } from '@visabridge/contract';
import { LocalDate } from '../../../components/local-date';
import { StarRating } from '../../../components/star-rating';
import { usePlatformStats } from '../../../lib/queries/use-platform-stats';

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
        <Grid container spacing={2}>
          {data.testimonials.map((item) => (
            <Grid key={`${item.name}-${item.ratedAt}`} size={{ xs: 12, md: 4 }}>
              <Card component="figure" sx={{ height: '100%', m: 0 }}>
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
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
