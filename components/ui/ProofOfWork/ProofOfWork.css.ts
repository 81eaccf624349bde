// The ALTCHA widget in the site's colours (its own CSS reads these custom properties), in both
// themes; reduced motion is the global rule's (components/theme/global.css.ts).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// Room for the widget before its script has loaded, so nothing moves when it appears.
export const frame = style({ minHeight: '3.5rem', minWidth: 0 });

export const widget = style({
  display: 'block',
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
  vars: {
    '--altcha-max-width': '100%',
    '--altcha-border-color': vars.color.border,
    '--altcha-border-radius': vars.radius.md,
    '--altcha-color-base': vars.color.background,
    '--altcha-color-base-content': vars.color.text,
    '--altcha-color-neutral': vars.color.textMuted,
    '--altcha-color-neutral-content': vars.color.text,
    '--altcha-color-primary': vars.color.accent,
    '--altcha-color-primary-content': vars.color.onAccent,
    '--altcha-color-success': vars.color.success,
    '--altcha-color-success-content': vars.color.background,
    '--altcha-color-error': vars.color.danger,
    '--altcha-color-error-content': vars.color.onDanger,
    '--altcha-input-background-color': vars.color.background,
    '--altcha-input-color': vars.color.text,
    '--altcha-popover-color': vars.color.danger,
    '--altcha-checkbox-border-color': vars.color.textMuted,
    '--altcha-checkbox-outline-color': vars.color.focusRing,
    '--altcha-checkbox-outline': `3px solid ${vars.color.focusRing}`,
    '--altcha-spinner-color': vars.color.text,
    '--altcha-shadow': 'none',
  },
});
