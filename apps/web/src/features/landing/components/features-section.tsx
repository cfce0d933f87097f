import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import SecurityIcon from '@mui/icons-material/Security';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Box, Container, Stack, Typography } from '@mui/material';
import { ColumnGrid } from '../../../components/layout/column-grid';

const features = [
  {
    title: msg`Document checks`,
    text: msg`Each application lists the documents its visa asks for. Passport scans are read on our own server: the coded lines at the bottom of the photo page are checked and compared with your application. Photos are checked for shape and size.`,
    icon: DocumentScannerIcon,
  },
  {
    title: msg`Requirement checking`,
    text: msg`Know whether you need a visa, an eTA or nothing at all, and which documents to prepare.`,
    icon: FactCheckIcon,
  },
  {
    title: msg`Enterprise security`,
    text: msg`Role-based access, revocable sessions and documents visible only to the people who need them.`,
    icon: SecurityIcon,
  },
  {
    title: msg`People who help`,
    text: msg`A visa agent reviews every application; chat with our support team or book a consultation.`,
    icon: SupportAgentIcon,
  },
];

export function FeaturesSection() {
  const { t } = useLingui();
  return (
    <Box component="section" aria-labelledby="features-title" sx={{ py: 6, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Typography id="features-title" component="h2" variant="h4" sx={{ mb: 4 }}>
          <Trans>Why VisaBridge</Trans>
        </Typography>
        <ColumnGrid columns={{ xs: 1, sm: 2, md: 4 }} gap={4}>
          {features.map(({ title, text, icon: Icon }) => (
            <Stack key={title.id} spacing={1}>
              <Icon color="primary" fontSize="large" aria-hidden="true" />
              <Typography component="h3" variant="h6">
                {t(title)}
              </Typography>
              <Typography color="text.secondary">{t(text)}</Typography>
            </Stack>
          ))}
        </ColumnGrid>
      </Container>
    </Box>
  );
}
