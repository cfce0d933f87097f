import { useSearchParams } from 'react-router';
import { WizardDraftLoader } from '../components/wizard/wizard-draft-loader';
import { WizardStart } from '../components/wizard/wizard-start';
import { findStep } from '../components/wizard/wizard-steps';

/**
 * /application: the application wizard. Without ?id= it starts from the trip chosen on /visa-check;
 * with ?id= it resumes that draft at ?step=, or without one at the step the draft was left on.
 */
export default function NewApplicationPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  return id ? <WizardDraftLoader id={id} step={findStep(searchParams.get('step'))} /> : <WizardStart />;
}
