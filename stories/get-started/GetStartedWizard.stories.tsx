import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GetStartedWizard } from '@/components/get-started/GetStartedWizard';

export default {
  title: 'Tools/GetStartedWizard',
  component: GetStartedWizard,
} satisfies Meta<typeof GetStartedWizard>;

export { Light, Dark, Mobile } from '../support/themes';

/** Next checks the current step's questions before moving on, then suggests services at the end. */
export const StepByStep: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Choose what you want to make')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Video podcast'));
    await userEvent.click(canvas.getByLabelText('Just an idea'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Step 2 of 3')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('What is your show about?*'), 'Local history');
    await userEvent.selectOptions(canvas.getByLabelText('How often will you publish?*'), 'weekly');
    await userEvent.click(canvas.getByLabelText('Remote guests'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'We suggest' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Consultation Services' })).toBeVisible();
  },
};
