import { fakeServiceConfig } from '@portal/api-client';
import { createHandlers, DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { testStories } from '@portal/vitest-config/stories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { PROFILE_PATHS, profileFormHref } from '../paths';
import { renderSignedIn, toastTexts } from '../test/render';
import { fakeState, server } from '../test/setup';
import * as stories from './profile-form.stories';

testStories(stories, {
  beforeEach: (story) => {
    (story.parameters.fakeServices as ((state: FakeState) => void) | undefined)?.(fakeState());
    // A call the fakes cannot hold alone comes as the story's own msw handlers, before theirs (as in Storybook).
    const overrides = (story.parameters.msw as { handlers?: RequestHandler[] } | undefined)?.handlers ?? [];
    server.resetHandlers(...overrides, ...createHandlers(fakeState()));
  },
});

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const submit = () => screen.getByRole('button', { name: 'ACTUALIZAR' });

async function choose(user: UserEvent, name: string, option: string) {
  await waitFor(() => expect(combobox(name)).toBeEnabled());
  combobox(name).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: option }));
}

async function chooseStreet(user: UserEvent, text: string, option: string) {
  await waitFor(() => expect(combobox('Calle')).toBeEnabled());
  await user.type(combobox('Calle'), text);
  await user.click(screen.getByRole('option', { name: option }));
}

/** Everything the second seeded resident's empty profile lacks. */
async function completeNewResident(user: UserEvent) {
  await choose(user, 'Sexo', 'Masculino');
  fireEvent.change(field('Fecha de nacimiento'), { target: { value: '1990-02-28' } });
  await choose(user, 'Localidad', 'Bahía Blanca');
  await user.type(field('Código postal'), '8000');
  await chooseStreet(user, 'alsi', 'Alsina - BB');
  await user.type(field('Altura'), '65');
  await user.type(field('Piso'), '3');
  await user.type(field('Departamento'), 'A');
  await user.type(field('Característica'), '291');
  await user.type(field('Número de celular'), '4123456');
}

function countRequests(match: (request: Request) => boolean) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (match(request)) seen.push(`${request.method} ${request.url}`);
  });
  return seen;
}

const isProfilePatch = (r: Request) => r.method === 'PATCH' && r.url.includes('/profile/');
const isGeocode = (r: Request) => r.url.startsWith(fakeServiceConfig.geocoder);

describe('ProfileFormScreen', () => {
  it('prefills every field from the user and the profile details', async () => {
    await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.form);
    expect(screen.getByRole('heading', { level: 1, name: 'Actualizá tus datos' })).toBeInTheDocument();
    expect(document.title).toBe('Actualizá tus datos · Portal del Vecino');
    expect(field('Nombre')).toHaveValue('María Laura');
    expect(field('Apellido')).toHaveValue('Fernández');
    // The DNI is shown, never edited (docs/product.md#profile-form).
    expect(screen.getByRole('group', { name: 'DNI' })).toHaveTextContent('30123456');
    expect(screen.queryByRole('textbox', { name: 'DNI' })).not.toBeInTheDocument();
    expect(combobox('Sexo')).toHaveTextContent('Femenino');
    expect(field('Fecha de nacimiento')).toHaveValue('1983-05-14');
    expect(field('Correo electrónico')).toHaveValue('vecina@example.com');
    await waitFor(() => expect(combobox('Localidad')).toHaveTextContent('Bahía Blanca'));
    expect(field('Código postal')).toHaveValue('8000');
    await waitFor(() => expect(combobox('Calle')).toHaveValue('Sarmiento - BB'));
    expect(field('Altura')).toHaveValue('1150');
    expect(field('Piso')).toHaveValue('2');
    expect(field('Departamento')).toHaveValue('B');
    expect(field('Característica')).toHaveValue('291');
    expect(field('Número de celular')).toHaveValue('4567890');
    await expectNoAxeViolations();
  });

  it('starts the e-mail empty when it is a bbtst placeholder', async () => {
    await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form, (p) => ({ ...p, email: 'u27999888@bbtst.example.com' }));
    expect(field('Correo electrónico')).toHaveValue('');
  });

  it('disables the street once coordinates are set, and lets the resident change it on purpose', async () => {
    const { user } = await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.form);
    await waitFor(() => expect(combobox('Calle')).toHaveValue('Sarmiento - BB'));
    expect(combobox('Calle')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cambiar dirección' }));
    expect(combobox('Calle')).toBeEnabled();
    expect(combobox('Calle')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cambiar dirección' })).not.toBeInTheDocument();
  });

  it('opened for the address, focuses the street once the streets arrive, however late they come', async () => {
    const releaseStreets = holdCall('get', `${fakeServiceConfig.streets}calles/calles/`);
    await renderSignedIn(NEW_RESIDENT.dni, profileFormHref('direccion'));
    expect(combobox('Calle')).toBeDisabled();
    // Everything else on the form has arrived: nothing but the streets draws it again.
    await waitFor(() => expect(combobox('Localidad')).toBeEnabled());
    releaseStreets();
    await waitFor(() => expect(combobox('Calle')).toBeEnabled());
    await waitFor(() => expect(combobox('Calle')).toHaveFocus());
  });

  it('opened for the address, leaves the focus where the resident put it while the streets were on their way', async () => {
    const releaseStreets = holdCall('get', `${fakeServiceConfig.streets}calles/calles/`);
    const { user } = await renderSignedIn(NEW_RESIDENT.dni, profileFormHref('direccion'));
    await user.clear(field('Nombre'));
    releaseStreets();
    await waitFor(() => expect(combobox('Calle')).toBeEnabled());
    await user.keyboard('Ana');
    expect(field('Nombre')).toHaveFocus();
    expect(field('Nombre')).toHaveValue('Ana');
  });

  it('the new resident completes the form: geocoded once, both services saved, then /', async () => {
    const { user, account } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form);
    const geocodes = countRequests(isGeocode);
    await completeNewResident(user);
    expect(geocodes).toHaveLength(0); // never while typing
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Inicio (fuera de este paquete)' })).toBeInTheDocument();
    expect(geocodes).toHaveLength(1);
    expect(geocodes[0]).toContain(encodeURIComponent('Alsina 65, Bahía Blanca, Buenos Aires, Argentina'));
    expect(account.profile).toMatchObject({
      gender: 'M',
      birth_date: '1990-02-28',
      town: 'Bahía Blanca',
      postal_code: '8000',
      street: 'Alsina',
      height: '65',
      floor: '3',
      apartment: 'A',
      phone_prefix: '291',
      phone: '4123456',
      viewed: true,
    });
    expect(account.profile.lat).toEqual(expect.any(Number));
    expect(account.profile.long).toEqual(expect.any(Number));
    expect(toastTexts()).toEqual(['Tus datos se actualizaron']);
  });

  it('shows each of the eleven rules in order, one toast at a time, focusing the field', async () => {
    const { user } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form);
    const expectOnly = async (message: string, label: string) => {
      await user.click(submit());
      await waitFor(() => expect(toastTexts()).toEqual([`Error${message}`]));
      expect(screen.getByLabelText(label, { exact: true })).toHaveFocus();
      expect(screen.getByLabelText(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    };
    await user.clear(field('Nombre'));
    await user.clear(field('Apellido'));
    await user.clear(field('Correo electrónico'));
    await user.type(field('Correo electrónico'), 'nuevo@');

    await expectOnly('El nombre debe tener entre 3 y 50 caracteres', 'Nombre');
    await user.type(field('Nombre'), 'Julián');
    await expectOnly('Ingresá tu apellido', 'Apellido');
    await user.type(field('Apellido'), 'Pereyra');
    await expectOnly('Elegí tu sexo', 'Sexo');
    await choose(user, 'Sexo', 'Otro');
    await expectOnly('El e-mail no es válido', 'Correo electrónico');
    await user.type(field('Correo electrónico'), 'example.com');
    await expectOnly('Ingresá una fecha válida', 'Fecha de nacimiento');
    fireEvent.change(field('Fecha de nacimiento'), { target: { value: '1990-02-28' } });
    await expectOnly('Elegí una localidad', 'Localidad');
    await choose(user, 'Localidad', 'Ingeniero White');
    await expectOnly('Ingresá el código postal', 'Código postal');
    await user.type(field('Código postal'), '8103');
    await expectOnly('Elegí una calle', 'Calle');
    await chooseStreet(user, 'sarmiento iw', 'Sarmiento - IW');
    await expectOnly('Ingresá la altura de la calle', 'Altura');
    await user.type(field('Altura'), '300');
    await expectOnly('Ingresá el prefijo del teléfono', 'Característica');
    await user.type(field('Característica'), '291');
    await expectOnly('Ingresá un número de teléfono', 'Número de celular');
    await user.type(field('Número de celular'), '4000000');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Inicio (fuera de este paquete)' })).toBeInTheDocument();
  });

  it('does not touch the services when a rule fails', async () => {
    const { user, account } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form);
    await completeNewResident(user);
    await user.clear(field('Número de celular'));
    const sent = countRequests((r) => r.method === 'PATCH' || r.url.startsWith(fakeServiceConfig.geocoder));
    await user.click(submit());
    await waitFor(() => expect(toastTexts()).toEqual(['ErrorIngresá un número de teléfono']));
    expect(sent).toEqual([]);
    expect(account.profile.viewed).toBe(false);
  });

  it("a taken e-mail: the password first, nothing said of the address; with the right one, 'El e-mail no es válido', the form kept", async () => {
    const { user, account } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form);
    await completeNewResident(user);
    await user.clear(field('Correo electrónico'));
    await user.type(field('Correo electrónico'), DEMO_RESIDENT.email);
    const password = () => screen.getByLabelText('Contraseña actual', { exact: true });
    // Without the password, or with a wrong one, only the password's answer (CONTRACT.md, R10).
    await user.click(submit());
    await waitFor(() => expect(toastTexts()).toEqual(['ErrorPara cambiar tu e-mail, ingresá tu contraseña actual.']));
    expect(password()).toHaveFocus();
    await user.type(password(), 'NoEsEsta1');
    await user.click(submit());
    await waitFor(() => expect(toastTexts()).toEqual(['ErrorLa contraseña actual no es correcta.']));
    expect(password()).toHaveFocus();
    expect(account.failures).toBe(1);
    await user.clear(password());
    await user.type(password(), NEW_RESIDENT.password);
    await user.click(submit());
    await waitFor(() => expect(toastTexts()).toEqual(['ErrorEl e-mail no es válido']));
    expect(field('Correo electrónico')).toHaveFocus();
    expect(password()).toHaveValue(NEW_RESIDENT.password);
    expect(field('Correo electrónico')).toHaveValue(DEMO_RESIDENT.email);
    expect(field('Número de celular')).toHaveValue('4123456');
    expect(account.email).toBe(NEW_RESIDENT.email);
    expect(screen.getByRole('heading', { level: 1, name: 'Actualizá tus datos' })).toBeInTheDocument();
  });

  it('shows the DNI as text with how to correct it, and never sends it', async () => {
    const { user, account } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form);
    const dni = screen.getByRole('group', { name: 'DNI' });
    expect(dni).toHaveTextContent(String(NEW_RESIDENT.dni));
    expect(dni).toHaveAccessibleDescription(
      'Tu DNI es tu identidad en el portal y no se cambia desde acá. Si está mal, pedí la corrección a soporte con «Problemas para registrarte», en la pantalla de ingreso.',
    );
    const sent: Promise<Record<string, FormDataEntryValue>>[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && request.url.includes('/customuser/')) {
        sent.push(
          request
            .clone()
            .formData()
            .then((data) => Object.fromEntries(data)),
        );
      }
    });
    await completeNewResident(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Inicio (fuera de este paquete)' })).toBeInTheDocument();
    const bodies = await Promise.all(sent);
    expect(bodies).toHaveLength(1);
    expect(Object.keys(bodies[0] ?? {})).not.toContain('dni');
    expect(account.dni).toBe(NEW_RESIDENT.dni);
  });

  it("a DNI a service refuses anyway shows 'El DNI no es válido' beside it and keeps the form", async () => {
    const { user } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form);
    await completeNewResident(user);
    server.use(
      http.patch(`${fakeServiceConfig.auth}customuser/:id/`, () =>
        HttpResponse.json({ dni: ['El DNI no se puede cambiar desde el perfil.'] }, { status: 400 }),
      ),
    );
    await user.click(submit());
    await waitFor(() => expect(toastTexts()).toEqual(['ErrorEl DNI no es válido']));
    expect(document.getElementById('perfil-dni')).toHaveFocus();
    expect(screen.getByRole('group', { name: 'DNI' })).toHaveTextContent('El DNI no es válido');
    expect(field('Número de celular')).toHaveValue('4123456');
  });

  describe('a new e-mail (docs/product.md#changing-the-e-mail)', () => {
    const password = () => screen.queryByLabelText('Contraseña actual', { exact: true });

    it('asks for the current password only while the e-mail differs from the saved one', async () => {
      const { user } = await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.form);
      expect(password()).not.toBeInTheDocument();
      await user.clear(field('Correo electrónico'));
      await user.type(field('Correo electrónico'), 'maria.laura@example.com');
      expect(password()).toHaveAccessibleDescription(
        'Para cambiar tu e-mail, ingresá tu contraseña actual. Te vamos a enviar un enlace al e-mail nuevo para confirmarlo; hasta que lo abras, seguimos usando el actual.',
      );
      await expectNoAxeViolations();
      await user.clear(field('Correo electrónico'));
      await user.type(field('Correo electrónico'), 'VECINA@example.com');
      expect(password()).not.toBeInTheDocument();
    });

    it('without the password, or with a wrong one, the service refuses beside the field and nothing is lost', async () => {
      const { user, account } = await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.form);
      await waitFor(() => expect(combobox('Calle')).toHaveValue('Sarmiento - BB'));
      await user.clear(field('Correo electrónico'));
      await user.type(field('Correo electrónico'), 'maria.laura@example.com');
      await user.click(submit());
      await waitFor(() => expect(toastTexts()).toEqual(['ErrorPara cambiar tu e-mail, ingresá tu contraseña actual.']));
      expect(password()).toHaveFocus();
      expect(password()).toHaveAttribute('aria-invalid', 'true');
      expect(account.failures).toBe(0);

      await user.type(password() as HTMLElement, 'NoEsEsta1');
      await user.click(submit());
      await waitFor(() => expect(toastTexts()).toEqual(['ErrorLa contraseña actual no es correcta.']));
      expect(password()).toHaveValue('NoEsEsta1');
      expect(field('Correo electrónico')).toHaveValue('maria.laura@example.com');
      // Counted as a wrong sign-in password would be.
      expect(account.failures).toBe(1);
      expect(account.email).toBe(DEMO_RESIDENT.email);
    });

    it('with the password: saved, the new address pending and mailed a link, the old one told', async () => {
      const { user, account, state } = await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.form);
      await waitFor(() => expect(combobox('Calle')).toHaveValue('Sarmiento - BB'));
      await user.clear(field('Correo electrónico'));
      await user.type(field('Correo electrónico'), 'maria.laura@example.com');
      await user.type(password() as HTMLElement, DEMO_RESIDENT.password);
      await user.click(submit());
      expect(await screen.findByRole('heading', { name: 'Inicio (fuera de este paquete)' })).toBeInTheDocument();
      expect(toastTexts()).toEqual([
        'Tus datos se actualizaronTe enviamos un enlace a maria.laura@example.com para confirmar tu nuevo e-mail. Hasta que lo abras, seguimos usando vecina@example.com.',
      ]);
      expect(account.email).toBe(DEMO_RESIDENT.email);
      expect(state.userProfile(account).pending_email).toBe('maria.laura@example.com');
      expect(state.mailbox.slice(-2).map((mail) => mail.to)).toEqual([DEMO_RESIDENT.email, 'maria.laura@example.com']);
    });

    it('shows a pending address under the e-mail', async () => {
      await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.form, (p) => ({ ...p, pending_email: 'maria.laura@example.com' }));
      expect(field('Correo electrónico')).toHaveAccessibleDescription(
        'Pendiente de confirmación: maria.laura@example.com. Abrí el enlace que te enviamos a esa dirección.',
      );
    });
  });

  it('any other 400 of the user save goes to /dashboard', async () => {
    const { user } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form);
    await completeNewResident(user);
    server.use(
      http.patch(`${fakeServiceConfig.auth}customuser/:id/`, () =>
        HttpResponse.json({ first_name: ['Este campo no puede estar en blanco.'] }, { status: 400 }),
      ),
    );
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Escritorio (fuera de este paquete)' })).toBeInTheDocument();
  });

  it('a failing geocoder still saves, without coordinates, and says so', async () => {
    const { user, state, account } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form);
    state.faults.geocoder = { mode: 'fail' };
    await completeNewResident(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Inicio (fuera de este paquete)' })).toBeInTheDocument();
    expect(account.profile).toMatchObject({ street: 'Alsina', height: '65', lat: null, long: null, viewed: true });
    expect(toastTexts()).toEqual(['Tus datos se actualizaronNo pudimos ubicar tu dirección en el mapa: la guardamos sin coordenadas.']);
  });

  it('a failing save keeps everything typed, and the next click saves', async () => {
    const { user, state, account } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form);
    await completeNewResident(user);
    state.faults.auth = { mode: 'fail' };
    await user.click(submit());
    await waitFor(() =>
      expect(toastTexts()).toEqual(['No pudimos guardar tus datosEl servicio no pudo completar la operación. Intentá de nuevo más tarde.']),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Actualizá tus datos' })).toBeInTheDocument();
    expect(combobox('Calle')).toHaveValue('Alsina - BB');
    expect(field('Altura')).toHaveValue('65');
    expect(field('Número de celular')).toHaveValue('4123456');
    expect(account.profile.viewed).toBe(false);

    delete state.faults.auth;
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Inicio (fuera de este paquete)' })).toBeInTheDocument();
    expect(account.profile.viewed).toBe(true);
  });

  it('saves once per click, however fast the clicks come', async () => {
    const { user } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form);
    await completeNewResident(user);
    const patches = countRequests(isProfilePatch);
    const geocodes = countRequests(isGeocode);
    await user.dblClick(submit());
    expect(await screen.findByRole('heading', { name: 'Inicio (fuera de este paquete)' })).toBeInTheDocument();
    expect(patches, JSON.stringify(patches)).toHaveLength(1);
    expect(geocodes).toHaveLength(1);
  });

  /** A call held at the fake until the test lets it through. */
  function holdCall(method: 'get' | 'patch', url: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Undefined once released: the fakes' own handler answers.
    server.use(http[method](url, () => released.then(() => undefined), { once: true }));
    return release;
  }

  it('says what the save is doing, busy throughout: finding the address on the map, then saving, until the services answer', async () => {
    const { user, account } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form);
    await completeNewResident(user);
    const patches = countRequests(isProfilePatch);
    const releaseGeocode = holdCall('get', `${fakeServiceConfig.geocoder}search/*`);
    const releaseSave = holdCall('patch', `${fakeServiceConfig.auth}profile/:id/`);
    await user.click(submit());

    expect(await screen.findByText('Ubicando tu dirección en el mapa...')).toHaveAttribute('role', 'status');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(patches).toHaveLength(0);
    releaseGeocode();

    expect(await screen.findByText('Guardando tus datos...')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Ubicando tu dirección en el mapa...')).not.toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(account.profile.viewed).toBe(false);
    releaseSave();

    expect(await screen.findByRole('heading', { name: 'Inicio (fuera de este paquete)' })).toBeInTheDocument();
    expect(account.profile).toMatchObject({ viewed: true, lat: expect.any(Number), long: expect.any(Number) });
  });

  it('says only that it is saving when the address keeps its coordinates', async () => {
    const { user, account } = await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.form);
    await waitFor(() => expect(combobox('Calle')).toHaveValue('Sarmiento - BB'));
    const geocodes = countRequests(isGeocode);
    const seen = new Set<string>();
    const status = screen.getByText((_, element) => element?.getAttribute('role') === 'status' && element.tagName === 'P');
    const watcher = new MutationObserver(() => seen.add(status.textContent ?? ''));
    watcher.observe(status, { childList: true, characterData: true, subtree: true });
    const releaseSave = holdCall('patch', `${fakeServiceConfig.auth}profile/:id/`);
    await user.clear(field('Número de celular'));
    await user.type(field('Número de celular'), '4111111');
    await user.click(submit());

    expect(await screen.findByText('Guardando tus datos...')).toHaveAttribute('role', 'status');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    releaseSave();
    expect(await screen.findByRole('heading', { name: 'Inicio (fuera de este paquete)' })).toBeInTheDocument();
    watcher.disconnect();
    expect(seen).not.toContain('Ubicando tu dirección en el mapa...');
    expect(geocodes).toHaveLength(0);
    expect(account.profile.phone).toBe('4111111');
  });

  it('does not geocode again an address that already has its coordinates', async () => {
    const { user, account } = await renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.form);
    const geocodes = countRequests(isGeocode);
    await waitFor(() => expect(combobox('Calle')).toHaveValue('Sarmiento - BB'));
    await user.clear(field('Número de celular'));
    await user.type(field('Número de celular'), '4111111');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Inicio (fuera de este paquete)' })).toBeInTheDocument();
    expect(geocodes).toHaveLength(0);
    expect(account.profile).toMatchObject({ phone: '4111111', lat: -38.7108, long: -62.2594 });
  });

  it('tells when the locations or the streets fail to load, and retries', async () => {
    fakeState().faults = { streets: { mode: 'fail' }, auth: { mode: 'malformed' } };
    const { user, state } = await renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.form);
    expect(await screen.findByText('No pudimos cargar las localidades')).toBeInTheDocument();
    expect(await screen.findByText('No pudimos cargar las calles')).toBeInTheDocument();
    expect(combobox('Calle')).toBeDisabled();
    state.faults = {};
    // Each list's 'Reintentar' loads that list alone.
    const retryOf = (title: string) => {
      const alert = screen.getAllByRole('alert').find((shown) => shown.textContent?.includes(title));
      if (!alert) throw new Error(`no alert says ${title}`);
      return within(alert).getByRole('button', { name: 'Reintentar' });
    };
    await user.click(retryOf('No pudimos cargar las localidades'));
    await waitFor(() => expect(combobox('Localidad')).toBeEnabled());
    expect(screen.queryByText('No pudimos cargar las localidades')).not.toBeInTheDocument();
    expect(combobox('Calle')).toBeDisabled();
    await user.click(retryOf('No pudimos cargar las calles'));
    await waitFor(() => expect(combobox('Calle')).toBeEnabled());
  });
});
