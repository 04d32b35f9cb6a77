import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { CodeInput, type CodeInputProps } from './code-input';

function ControlledCodeInput(props: CodeInputProps) {
  const [value, setValue] = useState(props.value);
  return <CodeInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Componentes/Campo de código',
  component: CodeInput,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    label: { control: 'text' },
    error: { control: 'text' },
    length: { control: { type: 'number', min: 1, max: 8 } },
    alphanumeric: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  args: { label: 'Código de verificación', value: '', onChange: () => {} },
  render: (args) => <ControlledCodeInput {...args} />,
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vacío' };
export const PartlyFilled: Story = { name: 'A medias', args: { value: '12' } };
export const Complete: Story = { name: 'Completo', args: { value: '1234' } };
export const PinError: Story = { name: 'Código incorrecto', args: { value: '', error: 'El código ingresado no es válido' } };
export const Disabled: Story = { name: 'Deshabilitado', args: { value: '', disabled: true } };
export const Alphanumeric: Story = { name: 'Con letras y números', args: { value: 'A7', alphanumeric: true, length: 6 } };
