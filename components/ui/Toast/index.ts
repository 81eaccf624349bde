export { Toast, Toaster } from './Toast';
export {
  createToastStore,
  toast,
  toastStore,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastItem,
  type ToastStore,
  type ToastVariant,
} from './toast-store';
