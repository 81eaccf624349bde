export { PromoCodeForm, type PromoCodeFormProps } from './PromoCodeForm';
export { PromoCodeSwitch } from './PromoCodeSwitch';
