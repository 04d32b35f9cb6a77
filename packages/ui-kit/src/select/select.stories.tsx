import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Select, type SelectProps } from './select';

const genders = [
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Femenino' },
  { value: 'O', label: 'Otro' },
];

function ControlledSelect(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return <Select {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Componentes/Lista desplegable',
  component: Select,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
  },
  args: { label: 'Género', value: undefined, onValueChange: () => {}, options: genders },
  render: (args) => <ControlledSelect {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = { name: 'Sin elegir' };
export const Selected: Story = { name: 'Con una opción elegida', args: { value: 'F' } };
export const WithError: Story = { name: 'Con un error', args: { error: 'Elegí tu sexo' } };
export const Disabled: Story = { name: 'Deshabilitada', args: { value: 'M', disabled: true } };
export const NoOptions: Story = { name: 'Sin opciones', args: { label: 'Calle', options: [] } };
export const ManyOptions: Story = {
  name: 'Muchas opciones',
  args: {
    label: 'Localidad',
    options: Array.from({ length: 30 }, (_, i) => ({ value: `loc-${i + 1}`, label: `Localidad ${i + 1}` })),
  },
};
