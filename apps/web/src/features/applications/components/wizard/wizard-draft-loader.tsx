import { PageLoader } from '../../../../components/layout/page-loader';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { useApplication } from '../../api/use-application';
import { WizardDraft } from './wizard-draft';
import { WizardNotice } from './wizard-notice';
import { WizardPageFrame } from './wizard-page-frame';
import { stepAtIndex } from './wizard-steps';
import type { WizardStep } from './wizard-steps';

const title = 'Your visa application';

/**
 * Loads the draft named in ?id=, shown at `step` or else at the step it was left on; a submitted
 * application is not edited here but linked to.
 */
export function WizardDraftLoader({ id, step }: { id: string; step: WizardStep | undefined }) {
  const application = useApplication(id);
  if (application.isPending) {
    return (
      <WizardPageFrame title={title} heading={title}>
        <PageLoader label="Loading your application..." />
      </WizardPageFrame>
    );
  }
  if (application.isError) {
    return (
      <WizardNotice
        title={title}
        severity="error"
        noticeTitle="We could not open this application"
        link={{ to: '/applications', label: 'My Applications' }}
      >
        {errorMessage(application.error)}
      </WizardNotice>
    );
  }
  const draft = application.data;
  if (draft.status !== 'draft') {
    return (
      <WizardNotice
        title={title}
        heading={`Visa application for ${draft.destination}`}
        severity="info"
        noticeTitle="This application has been submitted"
        link={{ to: `/applications/${draft.id}`, label: 'View application' }}
      >
        Application {draft.referenceNumber} was submitted
        {draft.submittedAt ? ` on ${formatDate(draft.submittedAt)}` : ''}, so it can no longer be edited.
      </WizardNotice>
    );
  }
  return <WizardDraft key={draft.id} draft={draft} step={step ?? stepAtIndex(draft.wizardStep)} />;
}
