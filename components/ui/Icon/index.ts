export { Icon, StrokeIcon, type IconName, type IconProps } from './Icon';
