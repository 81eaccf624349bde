import { appEnv } from '../env';
import type { OutgoingMail } from '../mail';
import { siteIdentity } from '../site';
import type { ApplicationStatus } from './statuses';

// The e-mails an admin can send an applicant with a status change: the new status chooses the template.

type Applicant = { id: string; name: string; email: string; jobTitle: string };
type Template = { kind: string; subject: string; body: string[] };

const update = (job: string, sentence: string): Template => ({
  kind: 'application-update',
  subject: `Your application for ${job}: an update`,
  body: [sentence, 'We will e-mail you again as soon as there is more to tell.'],
});

function template(status: ApplicationStatus, job: string): Template {
  switch (status) {
    case 'interview':
      return {
        kind: 'application-interview',
        subject: `Interview invitation: ${job}`,
        body: [
          `Thank you for applying for ${job}. We enjoyed reading your application and would like to invite you to an interview.`,
          'We will contact you shortly to agree a time that suits you. If there are days you cannot make, or you need any adjustments for the interview, just reply to this e-mail.',
        ],
      };
    case 'offer':
      return {
        kind: 'application-offer',
        subject: `An offer for you: ${job}`,
        body: [
          `We are delighted to offer you the role of ${job}.`,
          'The details of the offer follow separately. If you have any questions in the meantime, reply to this e-mail.',
        ],
      };
    case 'hired':
      return {
        kind: 'application-hired',
        subject: `Welcome to ${siteIdentity.name}`,
        body: [
          `We are very glad you are joining us as ${job}.`,
          'We will be in touch about your first day and everything you need before it.',
        ],
      };
    case 'rejected':
      return {
        kind: 'application-rejected',
        subject: `Your application for ${job}`,
        body: [
          `Thank you for your interest in ${job} and for the time you put into your application.`,
          'After careful consideration we have decided not to take your application further. We know this is disappointing, and we wish you every success.',
          `As our privacy notice says, we keep applications for ${appEnv().APPLICATION_RETENTION_DAYS} days and then delete them with the CV.`,
        ],
      };
    case 'shortlisted':
      return update(job, `Good news: you are on our shortlist for ${job}.`);
    case 'reviewing':
      return update(job, `We are now reviewing your application for ${job}.`);
    case 'new':
      return update(job, `Your application for ${job} is with us and waiting to be reviewed.`);
  }
}

/** The outbox kind and message for the applicant on a move to `status`. */
export function applicantMail(
  applicant: Applicant,
  status: ApplicationStatus,
): { kind: string; mail: OutgoingMail } {
  const { kind, subject, body } = template(status, applicant.jobTitle);
  const text = [
    `Hello ${applicant.name},`,
    '',
    ...body.flatMap((paragraph) => [paragraph, '']),
    `Best wishes,`,
    `The ${siteIdentity.name} team`,
    '',
    `Your reference: ${applicant.id}`,
  ].join('\n');
  return { kind, mail: { to: applicant.email, subject, text } };
}
