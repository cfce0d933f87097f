import { useSearchParams } from 'react-router';
import { WizardDraftLoader } from '../components/wizard-draft-loader';
import { WizardStart } from '../components/wizard-start';
import { readStep } from '../components/wizard-steps';

/**
 * /application: the application wizard. Without ?id= it starts from the trip chosen on /visa-check;
 * with ?id= it resumes that draft at ?step=.
 */
export default function NewApplicationPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  return id ? <WizardDraftLoader id={id} step={readStep(searchParams.get('step'))} /> : <WizardStart />;
}
