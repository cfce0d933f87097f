import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import type { RequirementsResult } from '@visabridge/contract';
import { DecisionBasis } from '../../../../components/visa/decision-basis';
import { DocumentChecklist } from '../../../../components/visa/document-checklist';
import { RequirementFacts } from '../../../../components/visa/requirement-facts';
import { VisaCategoryChip } from '../../../../components/visa/visa-category-chip';

/** What this trip needs, checked afresh when the application starts: the answer may have changed. */
export function RequirementsSummary({ result }: { result: RequirementsResult }) {
  const { t } = useLingui();
  const notice =
    result.category === 'visa_free'
      ? t`This trip needs no visa for a short stay. Apply only if you stay longer or your plans need a permit.`
      : result.category === 'eta'
        ? t`No visa is needed, but an electronic travel authorisation (eTA) must be approved before you travel.`
        : null;
  return (
    <Card component="section" aria-labelledby="summary-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Typography id="summary-title" component="h2" variant="h6">
            <Trans>Requirements for this trip</Trans>
          </Typography>
          <div>
            <VisaCategoryChip category={result.category} size="large" />
          </div>
          {notice && <Alert severity="info">{notice}</Alert>}
          <RequirementFacts result={result} showVisaType={false} />
          <DocumentChecklist
            checklist={result.checklist}
            isApplication={result.fees !== null}
            title={t`Documents to prepare`}
          />
          <DecisionBasis rule={result.rule} policy={result.policy} edition={result.edition} />
        </Stack>
      </CardContent>
    </Card>
  );
}
