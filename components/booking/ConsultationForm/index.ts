export { ConsultationForm } from './ConsultationForm';
