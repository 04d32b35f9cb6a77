import type { themeTokens } from '@portal/ui-kit/tokens';

export type ColorName = keyof typeof themeTokens.color;

/** What a colour is for, and what it is drawn on when it is text or a line. */
interface ColorUse {
  use: string;
  /** Text (4.5:1 needed, WCAG 1.4.3) or a line a resident must see (3:1, WCAG 1.4.11). */
  kind?: 'text' | 'line';
  on?: readonly ColorName[];
}

/**
 * Every colour of the theme with its use, typed against the theme: a colour added to the theme
 * without its entry here fails the typecheck, so the colours page never lacks one.
 */
export const COLOR_USES: Record<ColorName, ColorUse> = {
  background: { use: 'Fondo de la página' },
  surface: { use: 'Fondo de tarjetas, formularios y diálogos' },
  surfaceMuted: { use: 'Fondo de secciones secundarias, filas y etiquetas' },
  primary: {
    use: 'El azul del portal: barra lateral, botones principales, títulos',
    kind: 'text',
    on: ['background', 'surface', 'surfaceMuted'],
  },
  primaryHover: { use: 'Botón principal bajo el puntero' },
  primaryText: { use: 'Texto de los botones principales', kind: 'text', on: ['primary', 'primaryHover'] },
  accent: { use: 'Enlaces y marcas de acento', kind: 'text', on: ['background', 'surface', 'surfaceMuted'] },
  text: {
    use: 'Texto principal',
    kind: 'text',
    on: ['background', 'surface', 'surfaceMuted', 'highlight', 'dangerSurface', 'successSurface', 'warningSurface'],
  },
  textMuted: { use: 'Texto secundario y ayudas de los campos', kind: 'text', on: ['background', 'surface', 'surfaceMuted'] },
  textOnDark: { use: 'Texto sobre el azul del portal', kind: 'text', on: ['primary', 'primaryHover'] },
  border: { use: 'Bordes de los campos y separadores', kind: 'line', on: ['background', 'surface', 'surfaceMuted'] },
  focus: { use: 'Anillo de foco del teclado', kind: 'line', on: ['background', 'surface', 'surfaceMuted'] },
  danger: { use: 'Errores', kind: 'text', on: ['surface', 'dangerSurface'] },
  dangerSurface: { use: 'Fondo de los avisos de error' },
  success: { use: 'Confirmaciones', kind: 'text', on: ['surface', 'successSurface'] },
  successSurface: { use: 'Fondo de las confirmaciones' },
  warning: { use: 'Advertencias', kind: 'text', on: ['surface', 'warningSurface'] },
  warningSurface: { use: 'Fondo de las advertencias' },
  highlight: { use: 'Lo destacado: fondo de lo nuevo, texto marcado en la barra lateral', kind: 'text', on: ['primary'] },
};

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
