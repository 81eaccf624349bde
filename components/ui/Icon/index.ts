export { Icon, type IconName, type IconProps } from './Icon';
