import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Link } from '@mui/material';
import type { AnalysisFinding, DocumentAnalysisView } from '@visabridge/contract';
import { useState } from 'react';
import { formatNumber } from '../../../../lib/format';
import { useLastShown } from '../../../../lib/use-last-shown';
import { Link as RouterLink } from 'react-router';
import { DocumentAnalysis } from '../../../../components/documents/document-analysis';
import { useToast } from '../../../../lib/use-toast';
import { passportChangesOf } from './passport-changes';
import type { FieldChange } from './passport-changes';
import { PassportDetailsDialog } from './passport-details-dialog';
import { useWizardFill } from './wizard-fill-context';
import { stepOfField, wizardPath, wizardSteps } from './wizard-steps';

/**
 * A document's check on the wizard: each finding about a field links to the step where it is corrected,
 * and a passport whose zone read cleanly offers its details for the form, shown before they are taken.
 */
export function WizardFileAnalysis({ analysis }: { analysis: DocumentAnalysisView }) {
  const { t } = useLingui();
  const fill = useWizardFill();
  const toast = useToast();
  // The changes as they were when the dialog opened, kept while it closes after they were applied.
  const [asked, setAsked] = useState<FieldChange[] | null>(null);
  const shownChanges = useLastShown(asked);
  const { mrz } = analysis;
  if (!fill) return <DocumentAnalysis analysis={analysis} />;

  const fieldLink = (finding: AnalysisFinding) => {
    if (!finding.field) return null;
    const step = stepOfField(finding.field);
    const label = wizardSteps.find((item) => item.id === step)?.label;
    const stepName = label ? t(label) : step;
    return (
      <Link component={RouterLink} to={wizardPath(fill.applicationId, step)} underline="always">
        <Trans comment="a link to the step of the form where a field is corrected">
          Correct it in {stepName}
        </Trans>
      </Link>
    );
  };
  const ask = () => setAsked(mrz ? passportChangesOf(mrz, analysis.findings, fill.values) : []);
  const apply = () => {
    const changes = asked ?? [];
    fill.apply(changes);
    setAsked(null);
    const fieldsTaken = changes.length;
    const fieldCount = formatNumber(fieldsTaken);
    toast.success(
      t`${plural(fieldsTaken, {
        one: `${fieldCount} field taken from your passport`,
        other: `${fieldCount} fields taken from your passport`,
      })}`,
    );
  };

  return (
    <>
      <DocumentAnalysis
        analysis={analysis}
        findingActionOf={fieldLink}
        actions={
          mrz?.checkDigitsValid && (
            <Button variant="outlined" size="small" onClick={ask} sx={{ alignSelf: 'flex-start' }}>
              <Trans>Use these details</Trans>
            </Button>
          )
        }
      />
      <PassportDetailsDialog
        isOpen={asked !== null}
        changes={shownChanges ?? []}
        onApply={apply}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
