'use client';

import { Button } from '../Button';
import { useRequestThenRefresh } from '../useRequestThenRefresh';
import * as styles from './RequestButton.css';

type Request = ReturnType<typeof useRequestThenRefresh>;

/** The server's sentence when a back-office request failed, announced beside its button. */
export function RequestError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <span role="alert" className={styles.error}>
      {error}
    </span>
  );
}

/** A small back-office button that runs one request, says so while it runs, and shows its error. */
export function RequestButton({
  label,
  busyLabel,
  run,
}: {
  label: string;
  busyLabel: string;
  run: (request: Request) => Promise<unknown>;
}) {
  const request = useRequestThenRefresh();
  return (
    <>
      <Button size="sm" variant="secondary" disabled={request.busy} onClick={() => run(request)}>
        {request.busy ? busyLabel : label}
      </Button>
      <RequestError error={request.error} />
    </>
  );
}
