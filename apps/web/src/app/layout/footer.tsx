import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import PublicIcon from '@mui/icons-material/Public';
import SecurityIcon from '@mui/icons-material/Security';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Box, Container, Divider, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from './brand-logo';
import { contactLines, footerBadges, footerColumns, socialLinks } from './footer-links';

const badgeIcons = [PublicIcon, SmartToyIcon, SecurityIcon];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 8 }}>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <BrandLogo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 340 }}>
              Enterprise visa application platform: requirements, applications and expert guidance in one
              place.
            </Typography>
            <Stack component="address" spacing={1} sx={{ mt: 2, fontStyle: 'normal' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <EmailIcon fontSize="small" color="action" aria-hidden="true" />
                <Link href={`mailto:${contactLines.email}`} variant="body2">
                  {contactLines.email}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PhoneIcon fontSize="small" color="action" aria-hidden="true" />
                <Link href={`tel:${contactLines.phone.replace(/[^\d+]/g, '')}`} variant="body2">
                  {contactLines.phone}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <LocationOnIcon fontSize="small" color="action" aria-hidden="true" />
                <Typography variant="body2">{contactLines.address}</Typography>
              </Stack>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ mt: 2 }}>
              {socialLinks.map(({ label, href, icon: Icon }) => (
                <IconButton
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                >
                  <Icon />
                </IconButton>
              ))}
            </Stack>
          </Grid>
          {footerColumns.map((column) => (
            <Grid key={column.title} size={{ xs: 6, sm: 3, md: 2 }}>
              <Box component="nav" aria-label={column.title}>
                <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
                  {column.title}
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link component={RouterLink} to={link.to} variant="body2" color="text.secondary">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            © {year} VisaBridge. All rights reserved.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 3 }}>
            {footerBadges.map((badge, index) => {
              const Icon = badgeIcons[index] ?? PublicIcon;
              return (
                <Stack key={badge.title} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Icon color="primary" fontSize="small" aria-hidden="true" />
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
                      {badge.title}
                    </Typography>
                    {badge.detail && (
                      <Typography variant="caption" color="text.secondary">
                        {badge.detail}
                      </Typography>
                    )}
                  </Box>
                </Stack>
              );
            })}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
