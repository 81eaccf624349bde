'use client';

import { FormOnDemand } from '../../ui/Form/FormOnDemand';
import { WizardFrame, YourShowStep } from './GetStartedWizardView';

const loadLive = () => import('./GetStartedWizardLive').then((m) => m.GetStartedWizardLive);

/**
 * A three-step start that qualifies the lead, suggests services and sends it through the CRM. Its
 * first step is drawn without the form code, which loads when the wizard is about to be used: pages
 * that link here (the home page's hero) prefetch this route without react-hook-form.
 */
export function GetStartedWizard() {
  return (
    <FormOnDemand load={loadLive} props={{}}>
      <WizardFrame step={0}>
        <YourShowStep format={{ name: 'format' }} stage={{ name: 'stage' }} />
      </WizardFrame>
    </FormOnDemand>
  );
}
