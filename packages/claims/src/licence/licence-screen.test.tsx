import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../shared/dates';
import { renderSignedIn } from '../test/render';
import { fakeState } from '../test/setup';
import { newProfile } from '../test/signed-in-stage';

function definition(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('Licencia de conducir', () => {
  it('shows every field of the licence', async () => {
    renderSignedIn('/licencia');
    expect(await screen.findByRole('heading', { level: 1, name: 'Licencia de conducir' })).toBeInTheDocument();
    await screen.findByText('Datos de la licencia');
    const licence = fakeState().licences.get('30123456');
    if (!licence) throw new Error('The seed has no licence for the demo resident');

    expect(definition('Trámite')).toBe('RENOVACIÓN');
    expect(definition('Número')).toBe(licence.numero);
    expect(definition('Clases')).toBe('A.2.1, B.1');
    expect(definition('Documento')).toBe('30123456');
    expect(definition('Nombre y apellido')).toBe('FERNÁNDEZ, MARÍA LAURA');
    expect(definition('Localidad')).toBe('BAHÍA BLANCA');
    expect(definition('Fecha de expedición')).toBe(formatDate(licence.fecha_expedicion));
    expect(definition('Fecha de vencimiento')).toBe(formatDate(licence.fecha_vencimiento));
    expect(definition('Estado')).toBe('VIGENTE');
    expect(definition('Días para el vencimiento')).toBe('21 días');
    expect(screen.getByText('Vence pronto')).toBeInTheDocument();
    expect(document.title).toBe('Licencia de conducir · Portal del Vecino');
    await expectNoAxeViolations();
  });

  it('says clearly when the resident has no licence', async () => {
    renderSignedIn('/licencia', newProfile);
    expect(await screen.findByText('No encontramos una licencia de conducir a tu nombre.')).toBeInTheDocument();
    expect(screen.queryByText('Trámite')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that works', async () => {
    fakeState().faults.municipal = { mode: 'fail' };
    renderSignedIn('/licencia');
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tu licencia');
    delete fakeState().faults.municipal;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Datos de la licencia')).toBeInTheDocument();
  });
});
