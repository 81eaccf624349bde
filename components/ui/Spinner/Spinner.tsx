import { centred, spinner } from './Spinner.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" className={spinner}>
      <span data-visually-hidden="">{label}</span>
    </span>
  );
}

/** The centred spinner shown while a page loads (spec §2.5). */
export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className={centred}>
      <Spinner label={label} />
    </div>
  );
}
