import { Box, Card, CardContent, Container, Grid, Rating, Typography } from '@mui/material';

const testimonials = [
  {
    quote: 'I knew exactly which documents to bring. My Schengen visa was approved on the first try.',
    name: 'Amara O.',
    role: 'Traveller, Lagos',
  },
  {
    quote:
      'We file visas for forty engineers a year. The budget view and invoices save our finance team hours.',
    name: 'Daniel K.',
    role: 'Travel manager, Berlin',
  },
  {
    quote: 'All my assigned applications, tasks and client messages live in one place. No more spreadsheets.',
    name: 'Priya S.',
    role: 'Visa agent, Mumbai',
  },
];

export function TestimonialsSection() {
  return (
    <Box component="section" aria-labelledby="testimonials-title" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Typography id="testimonials-title" component="h2" variant="h4" sx={{ mb: 3 }}>
          What our customers say
        </Typography>
        <Grid container spacing={2}>
          {testimonials.map((item) => (
            <Grid key={item.name} size={{ xs: 12, md: 4 }}>
              <Card component="figure" sx={{ height: '100%', m: 0 }}>
                <CardContent>
                  <Rating value={5} readOnly aria-label="5 out of 5 stars" />
                  <Typography component="blockquote" sx={{ my: 2, mx: 0 }}>
                    “{item.quote}”
                  </Typography>
                  <Typography component="figcaption">
                    <strong>{item.name}</strong>
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {item.role}
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
