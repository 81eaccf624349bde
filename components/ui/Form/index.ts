export {
  ChoiceGroup,
  EmailField,
  NameField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from './fields';
export { Form } from './Form';
export { FormMessage } from './FormMessage';
export { FormOnDemand, type FormHandoff } from './FormOnDemand';
export { SubmitButton } from './SubmitButton';
export { useApiForm, type ApiFormOptions, type ApiFormState, type Failure } from './useApiForm';
export { useSchemaForm, type SchemaFormOptions } from './useSchemaForm';
export * as formStyles from './Form.css';
