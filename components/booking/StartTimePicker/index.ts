export { StartTimePicker, type StartTimePickerProps } from './StartTimePicker';
