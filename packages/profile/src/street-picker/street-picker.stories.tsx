import type { Street } from '@portal/api-client';
import { createFakeState } from '@portal/fake-services';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { StreetPicker, type StreetPickerProps } from './street-picker';
import { streetLabel } from './street-search';

const seededStreets: Street[] = createFakeState().streets;

// Thousands of streets: typing stays fast because only the first matches are rendered.
const thousands: Street[] = Array.from({ length: 5000 }, (_, i) => {
  const base = seededStreets[i % seededStreets.length] as Street;
  return { ...base, id: i + 1, nombre: i < seededStreets.length ? base.nombre : `${base.nombre} ${Math.floor(i / seededStreets.length)}` };
});

function Harness(props: Omit<StreetPickerProps, 'valueLabel' | 'onChange'> & { initial?: Street }) {
  const { initial, ...rest } = props;
  const [chosen, setChosen] = useState<Street | undefined>(initial);
  return (
    <div style={{ maxWidth: 420, padding: 24, minHeight: 380 }}>
      <StreetPicker {...rest} valueLabel={chosen ? streetLabel(chosen) : ''} onChange={setChosen} />
      <p>Elegida: {chosen ? streetLabel(chosen) : 'ninguna'}</p>
    </div>
  );
}

const meta = {
  title: 'Perfil/Elegir la calle',
  component: Harness,
  args: { label: 'Calle', streets: seededStreets },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded streets of Bahía Blanca: type 'sarm' or use the arrow keys. */
export const Empty: Story = { name: 'Sin elegir' };

export const Chosen: Story = {
  name: 'Elegida',
  args: { initial: seededStreets.find((s) => s.nombre === 'Sarmiento') },
};

export const Loading: Story = {
  name: 'Cargando',
  args: { streets: [], loading: true },
};

/** Coordinates are set on the profile: the street is changed only on purpose. */
export const Disabled: Story = {
  name: 'Fija por las coordenadas',
  args: {
    initial: seededStreets.find((s) => s.nombre === 'Sarmiento'),
    disabled: true,
    hint: 'Tu dirección ya está ubicada en el mapa.',
  },
};

export const Invalid: Story = {
  name: 'Falta la calle',
  args: { error: 'Elegí una calle' },
};

export const FiveThousandStreets: Story = {
  name: 'Cinco mil calles',
  args: { streets: thousands },
};
