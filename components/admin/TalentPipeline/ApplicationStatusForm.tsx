'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Form, formStyles, SelectField, TextAreaField, useApiForm } from '@/components/ui/Form';
import {
  APPLICANT_MAIL_NAMES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  applicationChangeSchema,
  type ApplicationChange,
  type ApplicationChangeInput,
  type ApplicationStatus,
} from '@/lib/careers/statuses';

type ApplicationStatusFormProps = {
  applicationId: string;
  applicantName: string;
  status: ApplicationStatus;
};

/** Moves one application along the pipeline, with an optional note and e-mail to the applicant. */
export function ApplicationStatusForm({
  applicationId,
  applicantName,
  status,
}: ApplicationStatusFormProps) {
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  const api = useApiForm<ApplicationChangeInput, { emailed: boolean }, ApplicationChange>({
    schema: applicationChangeSchema,
    method: 'PATCH',
    path: `/api/admin/applications/${applicationId}`,
    defaultValues: { status, note: '', notifyApplicant: false },
    onSuccess: ({ emailed }, values) => {
      setNotice(
        `Saved: ${APPLICATION_STATUS_LABELS[values.status]}.${emailed ? ' The e-mail is in the outbox.' : ''}`,
      );
      api.form.reset({ status: values.status, note: '', notifyApplicant: false });
      router.refresh();
    },
  });
  const chosen = api.form.watch('status');
  const ids = `application-${applicationId}`;
  return (
    <section aria-label={`Move ${applicantName}'s application`}>
      <Form
        api={api}
        submitLabel="Save"
        busyLabel="Saving..."
        notice={notice}
        onChange={() => setNotice(null)}
      >
        <SelectField id={`${ids}-status`} label="Status" {...api.field('status')}>
          {APPLICATION_STATUSES.map((option) => (
            <option key={option} value={option}>
              {APPLICATION_STATUS_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id={`${ids}-note`}
          label="Note (optional)"
          hint="Kept with the application's notes; only admins see them."
          rows={3}
          {...api.field('note')}
        />
        <label className={formStyles.choice}>
          <input type="checkbox" {...api.form.register('notifyApplicant')} /> E-mail the applicant (
          {APPLICANT_MAIL_NAMES[chosen] ?? APPLICANT_MAIL_NAMES.new})
        </label>
      </Form>
    </section>
  );
}
