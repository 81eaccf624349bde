import type { ComponentProps, FormEventHandler, ReactNode, Ref } from 'react';
import { SHOW_FORMATS, SHOW_STAGES } from '@/lib/validation/get-started-choices';
import { Button } from '../../ui/Button';
import { ChoiceGroup } from '../../ui/Form/fields';
import { FormMessage } from '../../ui/Form/FormMessage';
import { SubmitButton } from '../../ui/Form/SubmitButton';
import * as styles from './GetStartedWizard.css';

export const LABELS = {
  format: {
    audio: 'Audio podcast',
    video: 'Video podcast',
    both: 'Audio and video',
    unsure: 'Not sure yet',
  },
  stage: { idea: 'Just an idea', launching: 'Ready to launch', established: 'Already publishing' },
  cadence: {
    'one-off': 'A one-off or series',
    monthly: 'Monthly',
    fortnightly: 'Every two weeks',
    weekly: 'Weekly',
  },
  needs: {
    studio: 'Studio hire',
    production: 'Editing and production',
    'sound-design': 'Sound design',
    distribution: 'Distribution and launch',
    consultation: 'Strategy and consultation',
    remote: 'Remote guests',
  },
} as const;

export const STEP_TITLES = ['Your show', 'Your plans', 'Your details'] as const;

type ChoiceInput = Omit<ComponentProps<typeof ChoiceGroup>, 'legend' | 'type' | 'options'>;

/** Step 1's questions, as drawn by the light wizard (plain names) and the live one alike. */
export function YourShowStep({ format, stage }: { format: ChoiceInput; stage: ChoiceInput }) {
  return (
    <>
      <ChoiceGroup
        legend="What do you want to make?"
        type="radio"
        options={SHOW_FORMATS.map((value) => ({ value, label: LABELS.format[value] }))}
        {...format}
      />
      <ChoiceGroup
        legend="Where is your show today?"
        type="radio"
        options={SHOW_STAGES.map((value) => ({ value, label: LABELS.stage[value] }))}
        {...stage}
      />
    </>
  );
}

type WizardFrameProps = {
  step: number;
  stepHeading?: Ref<HTMLHeadingElement>;
  /** On a step before the last, submitting (Next, or Enter) moves on; on the last it sends. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onBack?: () => void;
  pending?: boolean;
  serverError?: string | null;
  children: ReactNode;
};

/** The wizard's form around one step: progress, the step's heading, its questions and its buttons. */
export function WizardFrame({
  step,
  stepHeading,
  onSubmit,
  onBack,
  pending = false,
  serverError,
  children,
}: WizardFrameProps) {
  const last = step === STEP_TITLES.length - 1;
  return (
    <form className={styles.wizard} onSubmit={onSubmit} noValidate>
      <p className={styles.progress} aria-live="polite">
        Step {step + 1} of {STEP_TITLES.length}
      </p>
      <h2 ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
        {STEP_TITLES[step]}
      </h2>
      {children}
      {serverError && (
        <FormMessage tone="error" inline>
          {serverError}
        </FormMessage>
      )}
      <div className={styles.actions}>
        {step > 0 && (
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        )}
        {last ? (
          <SubmitButton key="send" pending={pending} busyLabel="Sending...">
            Send my answers
          </SubmitButton>
        ) : (
          <SubmitButton key="next" pending={false}>
            Next
          </SubmitButton>
        )}
      </div>
    </form>
  );
}
