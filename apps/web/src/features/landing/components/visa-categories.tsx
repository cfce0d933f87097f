import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/Work';
import { Box, Card, CardActionArea, CardContent, Container, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

const categories = [
  { name: 'Tourist', types: 147, icon: BeachAccessIcon, text: 'Holidays, sightseeing and visiting friends.' },
  { name: 'Business', types: 195, icon: BusinessCenterIcon, text: 'Meetings, conferences and trade events.' },
  { name: 'Student', types: 243, icon: SchoolIcon, text: 'Degree programmes, exchanges and courses.' },
  { name: 'Work', types: 243, icon: WorkIcon, text: 'Employment, transfers and skilled work.' },
  { name: 'Family', types: 193, icon: FamilyRestroomIcon, text: 'Joining or visiting family abroad.' },
];

export function VisaCategories() {
  return (
    <Box component="section" aria-labelledby="categories-title" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Typography id="categories-title" component="h2" variant="h4" sx={{ mb: 1 }}>
          Visa categories
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Pick a purpose and check what your passport needs for your destination.
        </Typography>
        <Grid container spacing={2}>
          {categories.map(({ name, types, icon: Icon, text }) => (
            <Grid key={name} size={{ xs: 12, sm: 6, md: 12 / 5 }}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to="/visa-check" sx={{ height: '100%' }}>
                  <CardContent>
                    <Icon color="primary" fontSize="large" aria-hidden="true" />
                    <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
                      {name}
                    </Typography>
                    <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
                      {types} types
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {text}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
