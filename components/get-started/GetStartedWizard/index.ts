export { GetStartedWizard } from './GetStartedWizard';
