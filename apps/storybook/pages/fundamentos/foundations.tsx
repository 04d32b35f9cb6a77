import { vars } from '@portal/ui-kit/theme';
import { themeTokens } from '@portal/ui-kit/tokens';
import { ColorItem, ColorPalette, Typeset } from '@storybook/addon-docs/blocks';
import type { CSSProperties } from 'react';
import { COLOR_USES, type ColorName, contrast } from './color-usage';

const colors = themeTokens.color;
const names = Object.keys(colors) as ColorName[];

const MINIMUM = { text: 4.5, line: 3 } as const;

function ratio(value: number): string {
  return `${value.toLocaleString('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}:1`;
}

function pair(kind: 'text' | 'line', foreground: ColorName, background: ColorName, label: ColorName): string {
  const value = contrast(colors[foreground], colors[background]);
  const minimum = MINIMUM[kind];
  return `${label} ${ratio(value)} ${value >= minimum ? '✓' : `✗ (mínimo ${ratio(minimum)})`}`;
}

/** The contrasts of a colour: against what it is drawn on, or, for a background, with what is drawn on it. */
function contrasts(name: ColorName): string {
  const { kind, on = [] } = COLOR_USES[name];
  const drawnOn = kind ? on.map((background) => pair(kind, name, background, background)) : [];
  const drawnHere = names.flatMap((other) => {
    const use = COLOR_USES[other];
    return use.kind && use.on?.includes(name) ? [pair(use.kind, other, name, other)] : [];
  });
  return [
    drawnOn.length > 0 ? `Contraste sobre ${drawnOn.join(' · ')}` : '',
    drawnHere.length > 0 ? `Contraste con ${drawnHere.join(' · ')}` : '',
  ]
    .filter(Boolean)
    .join('. ');
}

/** Every colour of the theme: its name in the theme, its value, its use and its contrasts. */
export function ThemeColors() {
  return (
    <ColorPalette>
      {names.map((name) => (
        <ColorItem
          key={name}
          title={name}
          subtitle={[COLOR_USES[name].use, contrasts(name)].filter(Boolean).join('. ')}
          colors={{ [name]: colors[name] }}
        />
      ))}
    </ColorPalette>
  );
}

const weights = Object.entries(themeTokens.fontWeight);
const sizes = Object.entries(themeTokens.fontSize);

function pixels(rem: string): string {
  return rem.endsWith('rem') ? `${Number.parseFloat(rem) * 16} px` : rem;
}

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', marginBlock: '1rem' };
const cell: CSSProperties = { borderBottom: `1px solid ${vars.color.border}`, padding: '0.5rem', textAlign: 'left' };

/** The theme's sizes by name. */
export function FontSizes() {
  return (
    <table style={table}>
      <thead>
        <tr>
          <th style={cell}>Nombre en el tema</th>
          <th style={cell}>Tamaño</th>
          <th style={cell}>En píxeles</th>
        </tr>
      </thead>
      <tbody>
        {sizes.map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>fontSize.{name}</code>
            </td>
            <td style={cell}>{value}</td>
            <td style={cell}>{pixels(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Kanit at every size of the theme, once per weight the theme uses. */
export function KanitSamples() {
  return weights.map(([name, weight]) => (
    <section key={name}>
      <h3>
        Kanit {weight} · <code>fontWeight.{name}</code>
      </h3>
      <Typeset
        fontFamily={vars.font.body}
        fontWeight={Number(weight)}
        fontSizes={sizes.map(([, size]) => size)}
        sampleText="Ingresá al Portal del Vecino de Bahía Blanca"
      />
    </section>
  ));
}

/** The spacing scale: each step as a bar of its width. */
export function Spacing() {
  return (
    <table style={table}>
      <thead>
        <tr>
          <th style={cell}>Nombre en el tema</th>
          <th style={cell}>Valor</th>
          <th style={cell}>En píxeles</th>
          <th style={cell}>Muestra</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(themeTokens.space).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>space.{name}</code>
            </td>
            <td style={cell}>{value}</td>
            <td style={cell}>{pixels(value)}</td>
            <td style={cell}>
              <div style={{ width: value, height: '1rem', backgroundColor: vars.color.accent }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const sample: CSSProperties = {
  width: '7rem',
  height: '4.5rem',
  backgroundColor: vars.color.surface,
  display: 'grid',
  placeItems: 'center',
};

function Samples({ children }: { children: React.ReactNode }) {
  return <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', marginBlock: '1rem' }}>{children}</div>;
}

/** The radii: a box drawn with each. */
export function Radii() {
  return (
    <Samples>
      {Object.entries(themeTokens.radius).map(([name, value]) => (
        <figure key={name} style={{ margin: 0 }}>
          <div style={{ ...sample, border: `2px solid ${vars.color.primary}`, borderRadius: value }} />
          <figcaption>
            <code>radius.{name}</code> · {value}
          </figcaption>
        </figure>
      ))}
    </Samples>
  );
}

/** The shadows: a card raised by each. */
export function Shadows() {
  return (
    <Samples>
      {Object.entries(themeTokens.shadow).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, maxWidth: '16rem' }}>
          <div style={{ ...sample, borderRadius: vars.radius.md, boxShadow: value }} />
          <figcaption>
            <code>shadow.{name}</code> · {value}
          </figcaption>
        </figure>
      ))}
    </Samples>
  );
}
