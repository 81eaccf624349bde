export { AddOnPicker, type AddOnPickerProps } from './AddOnPicker';
