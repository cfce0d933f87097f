import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageLoader } from '../../../../components/layout/page-loader';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { countryNameIn } from '../../../../lib/i18n/country-name-in';
import { useApplication } from '../../api/use-application';
import { WizardDraft } from './wizard-draft';
import { WizardNotice } from './wizard-notice';
import { WizardPageFrame } from './wizard-page-frame';
import { stepAtIndex } from './wizard-steps';
import type { WizardStep } from './wizard-steps';

const pageTitle = msg`Your visa application`;

/**
 * Loads the draft named in ?id=, shown at `step` or else at the step it was left on; a submitted
 * application is not edited here but linked to.
 */
export function WizardDraftLoader({ id, step }: { id: string; step: WizardStep | undefined }) {
  const { t, i18n } = useLingui();
  const application = useApplication(id);
  const title = t(pageTitle);
  if (application.isPending) {
    return (
      <WizardPageFrame title={title} heading={title}>
        <PageLoader label={t`Loading your application...`} />
      </WizardPageFrame>
    );
  }
  if (application.isError) {
    return (
      <WizardNotice
        title={title}
        severity="error"
        noticeTitle={t`We could not open this application`}
        link={{ to: '/applications', label: t`My Applications` }}
      >
        {errorMessage(application.error)}
      </WizardNotice>
    );
  }
  const draft = application.data;
  if (draft.status !== 'draft') {
    const { referenceNumber } = draft;
    const destination = countryNameIn(i18n.locale, draft.toCountry, draft.destination);
    const submittedDate = draft.submittedAt ? formatDate(draft.submittedAt) : null;
    return (
      <WizardNotice
        title={title}
        heading={t`Visa application for ${destination}`}
        severity="info"
        noticeTitle={t`This application has been submitted`}
        link={{ to: `/applications/${draft.id}`, label: t`View application` }}
      >
        {submittedDate ? (
          <Trans>
            Application {referenceNumber} was submitted on {submittedDate}, so it can no longer be edited.
          </Trans>
        ) : (
          <Trans>Application {referenceNumber} was submitted, so it can no longer be edited.</Trans>
        )}
      </WizardNotice>
    );
  }
  return <WizardDraft key={draft.id} draft={draft} step={step ?? stepAtIndex(draft.wizardStep)} />;
}
