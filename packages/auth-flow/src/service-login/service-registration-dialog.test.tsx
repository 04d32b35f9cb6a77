import { getStreets } from '@portal/api-client/calls';
import { testStories } from '@portal/vitest-config/stories';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ServiceRegistrationDialog, streetOptionLabel } from './service-registration-dialog';
import * as stories from './service-registration-dialog.stories';

testStories(stories);

describe('service registration dialog', () => {
  it('labels streets "name - locality abbreviation" from the streets service', async () => {
    const streets = await getStreets();
    const [street] = streets;
    if (!street) throw new Error('The fake has no streets');
    expect(streetOptionLabel(street)).toBe(`${street.nombre} - ${street.localidad.abreviatura}`);
  });

  it('shows the identity read-only, reveals the code on Validar, and saves what was entered', async () => {
    const user = userEvent.setup();
    // A handful of the service's streets: the list's size is not what this test is about.
    const streets = (await getStreets()).slice(0, 5);
    const street = streets[0];
    if (!street) throw new Error('The fake has no streets');
    const onSave = vi.fn();
    const onRequestPhoneCode = vi.fn();
    render(
      <ServiceRegistrationDialog
        open
        onOpenChange={() => {}}
        resident={{ first_name: 'María', last_name: 'González', dni: 30123456 }}
        streets={streets}
        defaultValues={{ gender: 'F', streetId: street.id }}
        onRequestPhoneCode={onRequestPhoneCode}
        onSave={onSave}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Completá tus datos' });
    expect(within(dialog).getByLabelText('Nombre')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Apellido')).toHaveValue('González');
    expect(within(dialog).getByLabelText('Número de documento')).toHaveValue('30123456');
    expect(within(dialog).getByRole('combobox', { name: 'Calle' })).toHaveTextContent(streetOptionLabel(street));

    await user.type(within(dialog).getByLabelText('Altura'), '65');
    await user.type(within(dialog).getByLabelText('Celular (sin el 0 ni el 15)'), '2914123456');
    expect(within(dialog).queryByRole('group', { name: 'Código de validación' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Validar' }));
    expect(onRequestPhoneCode).toHaveBeenCalledWith('2914123456');
    const code = within(dialog).getByRole('group', { name: 'Código de validación' });
    await user.click(within(code).getByLabelText('Dígito 1 de 4'));
    await user.keyboard('1234');
    await user.type(within(dialog).getByLabelText('E-mail'), 'vecina@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        gender: 'F',
        streetId: street.id,
        height: '65',
        phone: '2914123456',
        phoneCode: '1234',
        email: 'vecina@example.com',
      }),
    );
  });

  it('hides the house number fields until a street is chosen', () => {
    render(
      <ServiceRegistrationDialog
        open
        onOpenChange={() => {}}
        resident={{ first_name: 'María', last_name: 'González', dni: 30123456 }}
        streets={[]}
        onSave={() => {}}
      />,
    );
    expect(screen.queryByLabelText('Altura')).toBeNull();
    expect(screen.queryByLabelText('Observación')).toBeNull();
  });
});
