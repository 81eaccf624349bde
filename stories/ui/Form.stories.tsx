import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import {
  ChoiceGroup,
  Form,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@/components/ui/Form';
import { padded } from '../support/frames';
import { inDark, onPhone } from '../support/themes';

const meta = {
  title: 'UI/Form',
  component: TextField,
  args: { label: 'Email*', type: 'email', autoComplete: 'email' },
  decorators: [padded('28rem', { display: 'grid', gap: '1rem' })],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const WithHint: Story = {
  args: {
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters. A long passphrase is best.',
  },
};
export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: 'Please enter a valid email address' },
};
export const WithHintAndError: Story = {
  args: {
    label: 'New password',
    type: 'password',
    hint: 'At least 8 characters. A long passphrase is best.',
    error: 'Password must be at least 8 characters',
  },
};

/** Every kind of field the forms use, with and without errors. */
export const AllFields: Story = {
  render: () => (
    <>
      <TextField label="Name*" autoComplete="name" defaultValue="Ada Lovelace" />
      <TextField label="Phone (Optional)" type="tel" error="Phone number is too long" />
      <TextAreaField label="Message*" rows={4} error="Message must be at least 10 characters" />
      <SelectField label="How often will you publish?*" defaultValue="">
        <option value="">Choose one</option>
        <option value="weekly">Weekly</option>
        <option value="monthly">Monthly</option>
      </SelectField>
      <ChoiceGroup
        legend="What do you want to make?"
        type="radio"
        name="format"
        options={[
          { value: 'audio', label: 'Audio podcast' },
          { value: 'video', label: 'Video podcast' },
        ]}
        error="Choose what you want to make"
      />
      <ChoiceGroup
        legend="What can we help with?*"
        type="checkbox"
        name="needs"
        options={[
          { value: 'studio', label: 'Studio hire' },
          { value: 'production', label: 'Editing and production' },
          { value: 'remote', label: 'Remote guests' },
        ]}
      />
    </>
  ),
};
export const AllFieldsDark = inDark(AllFields);
export const AllFieldsMobile = onPhone(AllFields);

export const Messages: Story = {
  render: () => (
    <>
      <FormMessage tone="error">The e-mail or password is not correct.</FormMessage>
      <FormMessage tone="success">Your name was saved.</FormMessage>
      <FormMessage tone="error" inline>
        Too many messages sent. Please try again later.
      </FormMessage>
      <FormMessage tone="success" inline>
        Thanks for subscribing! You&apos;ll hear from us soon.
      </FormMessage>
    </>
  ),
};
export const MessagesDark = inDark(Messages);

export const SubmitButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <SubmitButton pending={false} busyLabel="Sending Message...">
        Send Message
      </SubmitButton>
      <SubmitButton pending busyLabel="Sending Message...">
        Send Message
      </SubmitButton>
    </div>
  ),
};

type FrameArgs = { serverError: string | null; notice: string | null; pending: boolean };

// The frame of the account forms, given the state useApiForm would hold: no request is sent.
function FrameExample({ serverError, notice, pending }: FrameArgs) {
  return (
    <Form
      api={{
        onSubmit: async (event) => event?.preventDefault(),
        serverError,
        ready: true,
        pending,
      }}
      submitLabel="Change Email"
      busyLabel="Saving..."
      variant="secondary"
      notice={notice}
    >
      <TextField label="New email" type="email" defaultValue="sam@example.com" />
      <TextField label="Current password" type="password" />
    </Form>
  );
}

/** The server's sentence and confirmation come in as args, as the hook would hold them. */
export const FormFrame: StoryObj<typeof FrameExample> = {
  render: (args) => <FrameExample {...args} />,
  args: { serverError: null, notice: null, pending: false },
};
export const FormFrameServerError: StoryObj<typeof FrameExample> = {
  ...FormFrame,
  args: { serverError: 'Your password is not correct.', notice: null, pending: false },
};
export const FormFrameConfirmed: StoryObj<typeof FrameExample> = {
  ...FormFrame,
  args: {
    serverError: null,
    notice: 'Your e-mail is now sam@example.com. We sent a link there to confirm it.',
    pending: false,
  },
};
export const FormFramePending: StoryObj<typeof FrameExample> = {
  ...FormFrame,
  args: { serverError: null, notice: null, pending: true },
};
