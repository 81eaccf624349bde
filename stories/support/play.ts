// The forms' validation stories all submit and read the messages; this states only what differs.
import type { StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;
type Text = string | RegExp;

type SubmitCheck = {
  /** The submit button's name. */
  button: string;
  /** The messages that must show after the submit; the first one is awaited. */
  messages: [Text, ...Text[]];
  /** Fields to fill in before submitting, by label. */
  typed?: Record<string, string>;
  /** A field that must then be marked invalid, by label. */
  invalid?: string;
  /** Any further check. */
  then?: (canvas: Canvas) => Promise<void>;
};

/** A story that submits the form and expects its messages: nothing is sent, the schema refuses. */
export function submitShows({ button, messages, typed = {}, invalid, then }: SubmitCheck) {
  const [first, ...rest] = messages;
  return {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      for (const [label, text] of Object.entries(typed)) {
        await userEvent.type(canvas.getByLabelText(label), text);
      }
      await userEvent.click(canvas.getByRole('button', { name: button }));
      await expect(await canvas.findByText(first)).toBeVisible();
      for (const message of rest) await expect(canvas.getByText(message)).toBeVisible();
      if (invalid) {
        await expect(canvas.getByLabelText(invalid)).toHaveAttribute('aria-invalid', 'true');
      }
      await then?.(canvas);
    },
  } satisfies StoryObj;
}
