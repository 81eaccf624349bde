import type { Meta } from '@storybook/nextjs-vite';
import {
  AchievementIcon,
  type AchievementIconName,
} from '@/components/gamification/AchievementIcon';
import { gallery, names } from '../support/IconGallery';

const all = names<AchievementIconName>()(
  'welcome explore_studio check_services visit_booking listen_podcast complete_booking share_podcast contact_us chat_assistant trophy locked unlocked',
);

export default {
  title: 'Gamification/AchievementIcon',
  component: AchievementIcon,
  ...gallery(all, (name) => <AchievementIcon name={name} size={32} />),
} satisfies Meta<typeof AchievementIcon>;

export { Light, Dark } from '../support/themes';
