import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const fields = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({ margin: 0, color: vars.color.text });
