import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import PublicIcon from '@mui/icons-material/Public';
import SecurityIcon from '@mui/icons-material/Security';
import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Box, Container, IconButton, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../lib/format';
import { useSiteInfo } from '../../lib/api/use-site-info';
import { ColumnGrid } from '../../components/layout/column-grid';
import { BrandLogo } from './brand-logo';
import { footerColumns, socialNetworks } from './footer-links';

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {icon}
      {children}
    </Stack>
  );
}

/** The operator's contact details and social pages as configured: nothing is shown that is not set. */
function FooterContact() {
  const { data } = useSiteInfo();
  if (!data) return null;
  return (
    <>
      <Stack component="address" spacing={1} sx={{ mt: 2, fontStyle: 'normal' }}>
        {data.email && (
          <ContactLine icon={<EmailIcon fontSize="small" color="action" aria-hidden="true" />}>
            <Link href={`mailto:${data.email}`} variant="body2">
              {data.email}
            </Link>
          </ContactLine>
        )}
        {data.phone && (
          <ContactLine icon={<PhoneIcon fontSize="small" color="action" aria-hidden="true" />}>
            <Link href={`tel:${data.phone.replace(/[^\d+]/g, '')}`} variant="body2">
              {data.phone}
            </Link>
          </ContactLine>
        )}
        {data.address && (
          <ContactLine icon={<LocationOnIcon fontSize="small" color="action" aria-hidden="true" />}>
            <Typography variant="body2">{data.address}</Typography>
          </ContactLine>
        )}
        {data.hours && (
          <Typography variant="body2" color="text.secondary">
            Support hours: {data.hours}
          </Typography>
        )}
      </Stack>
      {data.social.length > 0 && (
        <Stack direction="row" spacing={0.5} sx={{ mt: 2 }}>
          {data.social.map(({ network, url }) => {
            const { label, icon: Icon } = socialNetworks[network];
            return (
              <IconButton
                key={url}
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`VisaBridge on ${label}`}
              >
                <Icon />
              </IconButton>
            );
          })}
        </Stack>
      )}
    </>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const { data } = useSiteInfo();
  // Each badge says what the product does: the coverage is counted, the checks run on the visa dataset, and
  // passport scans are read by text recognition on the server itself (no outside service).
  const badges = [
    {
      title: 'Global Coverage',
      detail: data ? `${formatNumber(data.countries)} Countries` : undefined,
      Icon: PublicIcon,
    },
    { title: 'Automated Requirement Checks', detail: 'Passport Index data', Icon: FactCheckIcon },
    { title: 'Passport Scan Checks', detail: 'Read on our own server', Icon: DocumentScannerIcon },
    { title: 'Enterprise Security', detail: 'Role-based access', Icon: SecurityIcon },
  ];
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 8 }}>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <ColumnGrid columns={{ xs: 2, sm: 4, md: '2fr repeat(4, minmax(0, 1fr))' }} gap={4}>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandLogo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 340 }}>
              Enterprise visa application platform: requirements, applications and expert guidance in one
              place.
            </Typography>
            <FooterContact />
          </Box>
          {footerColumns.map((column) => (
            <Box key={column.title} component="nav" aria-label={column.title}>
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
          ))}
        </ColumnGrid>
        <Box component="hr" sx={{ my: 4, border: 0, borderTop: 1, borderColor: 'divider' }} />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            © {year} VisaBridge. All rights reserved.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 3 }}>
            {badges.map(({ title, detail, Icon }) => (
              <Stack key={title} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Icon color="primary" fontSize="small" aria-hidden="true" />
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
                    {title}
                  </Typography>
                  {detail && (
                    <Typography variant="caption" color="text.secondary">
                      {detail}
                    </Typography>
                  )}
                </Box>
              </Stack>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
