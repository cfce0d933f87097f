import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import PublicIcon from '@mui/icons-material/Public';
import SecurityIcon from '@mui/icons-material/Security';
import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Box, Container, IconButton, Link, Stack, Typography } from '@mui/material';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useSiteInfo } from '../../../lib/api/use-site-info';
import { ColumnGrid } from '../../../components/layout/column-grid';
import { BrandLogo } from '../brand-logo';
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
  const { t } = useLingui();
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
            <Trans>Support hours: {data.hours}</Trans>
          </Typography>
        )}
      </Stack>
      {data.social.length > 0 && (
        <Stack direction="row" spacing={0.5} sx={{ mt: 2 }}>
          {data.social.map(({ network, url }) => {
            const { label, icon: Icon } = socialNetworks[network];
            const name = typeof label === 'string' ? label : t(label);
            return (
              <IconButton
                key={url}
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t`VisaBridge on ${name}`}
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
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const { data } = useSiteInfo();
  // Each badge says what the product does: the coverage is counted, the checks run on the visa dataset, and
  // passport scans are read by text recognition on the server itself (no outside service).
  const badges = [
    {
      title: t`Global Coverage`,
      detail: data ? t`${formatNumber(data.countries)} Countries` : undefined,
      Icon: PublicIcon,
    },
    { title: t`Automated Requirement Checks`, detail: t`Passport Index data`, Icon: FactCheckIcon },
    { title: t`Passport Scan Checks`, detail: t`Read on our own server`, Icon: DocumentScannerIcon },
    { title: t`Enterprise Security`, detail: t`Role-based access`, Icon: SecurityIcon },
  ];
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 8 }}>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <ColumnGrid columns={{ xs: 2, sm: 4, md: '2fr repeat(4, minmax(0, 1fr))' }} gap={4}>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandLogo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 340 }}>
              <Trans>
                Enterprise visa application platform: requirements, applications and expert guidance in one
                place.
              </Trans>
            </Typography>
            <FooterContact />
          </Box>
          {footerColumns.map((column) => (
            <Box key={column.title.id} component="nav" aria-label={t(column.title)}>
              <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
                {t(column.title)}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} variant="body2" color="text.secondary">
                      {t(link.label)}
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
            <Trans>© {year} VisaBridge. All rights reserved.</Trans>
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
