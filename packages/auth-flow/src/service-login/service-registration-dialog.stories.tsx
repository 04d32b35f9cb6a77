import type { Street } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react';
import { fireEvent, within } from 'storybook/test';
import { ServiceRegistrationDialog } from './service-registration-dialog';

const STREETS: Street[] = [
  { id: 937, nombre: 'Alsina', localidad: { id: 1, nombre: 'Bahía Blanca', abreviatura: 'BB' } },
  { id: 12, nombre: 'Avenida Colón', localidad: { id: 1, nombre: 'Bahía Blanca', abreviatura: 'BB' } },
  { id: 401, nombre: 'Dorrego', localidad: { id: 2, nombre: 'Ingeniero White', abreviatura: 'IW' } },
  { id: 77, nombre: 'Sarmiento', localidad: { id: 3, nombre: 'General Cerri', abreviatura: 'GC' } },
];

const meta = {
  title: 'Ingreso/Datos para un servicio',
  component: ServiceRegistrationDialog,
  args: {
    open: true,
    onOpenChange: () => {},
    onSave: () => {},
    resident: { first_name: 'María', last_name: 'González', dni: 30123456 },
    streets: STREETS,
  },
} satisfies Meta<typeof ServiceRegistrationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, surname and DNI read-only; no street yet, so no house number fields. */
export const Empty: Story = { name: 'Sin la calle' };

/** A street chosen: house number, floor, apartment and observation appear. */
export const StreetChosen: Story = {
  name: 'Con la calle elegida',
  args: { defaultValues: { gender: 'F', streetId: 937, height: '65', floor: '2', apartment: 'B' } },
};

/** 'Validar' pressed: the 4-digit code boxes appear. */
export const PhoneCode: Story = {
  name: 'Con el código del celular',
  args: { defaultValues: { phone: '2914123456' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    fireEvent.click(await body.findByRole('button', { name: 'Validar' }));
    await body.findByRole('group', { name: 'Código de validación' });
  },
};

/** 'Validar' with a number that is not one: the field says why. */
export const PhoneError: Story = {
  name: 'Celular no válido',
  args: { defaultValues: { phone: '015-abc' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    fireEvent.click(await body.findByRole('button', { name: 'Validar' }));
    await body.findByText('Ingresá el número sin el 0 ni el 15, solo números.');
  },
};

export const Saving: Story = {
  name: 'Guardando',
  args: { saving: true, defaultValues: { gender: 'M', streetId: 12, height: '1200', email: 'vecina@example.com' } },
};

/** The streets list is empty (not loaded): the select says 'Sin opciones'. */
export const NoStreets: Story = { name: 'Sin calles para elegir', args: { streets: [] } };
