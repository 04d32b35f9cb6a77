import '@portal/ui-kit/style.css';
import { configureServices, fakeServiceConfig } from '@portal/api-client';
import { createFakeState, createHandlers, type FakeState } from '@portal/fake-services';
import { showKanit, ToastProvider } from '@portal/ui-kit';
import { WCAG_TAGS } from '@portal/vitest-config/axe-rules';
import type { Preview } from '@storybook/react';
import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { designerControls } from './controls';
import { viewports } from './viewports';

/**
 * Every story runs against the fake services, fresh for each story, through an msw worker.
 * A story that needs a particular situation (a failing service, a locked account) says so with
 * `parameters.fakeServices: (state) => void`, which runs on the fresh state before rendering. A
 * situation the fakes cannot be put in (a service without a call: a 404) comes as msw handlers in
 * `parameters.msw.handlers`, the msw addon's spelling, answered before the fakes'.
 */
const worker = setupWorker();
// Designers see every story in Kanit from the start; the portal puts it in once a page works.
showKanit();
const started = worker.start({
  onUnhandledRequest: 'bypass',
  quiet: true,
  serviceWorker: { url: './mockServiceWorker.js' },
});

const preview: Preview = {
  loaders: [
    async ({ parameters }) => {
      await started;
      configureServices(fakeServiceConfig);
      const state: FakeState = createFakeState();
      const prepare = parameters.fakeServices as ((state: FakeState) => void) | undefined;
      prepare?.(state);
      const overrides = (parameters.msw as { handlers?: RequestHandler[] } | undefined)?.handlers ?? [];
      worker.resetHandlers(...overrides, ...createHandlers(state));
      return {};
    },
  ],
  decorators: [
    // Every screen can show toasts; a story that brings its own provider says so.
    (Story, { parameters }) =>
      parameters.ownToastProvider ? (
        <Story />
      ) : (
        <ToastProvider>
          <Story />
        </ToastProvider>
      ),
  ],
  argTypesEnhancers: [designerControls],
  // Residents mostly come on a phone: every story opens at its width.
  initialGlobals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    // The portal's WCAG rules, as in the story and browser tests; colour contrast included, as
    // in the browser tests (the panel measures the painted page). `test: 'error'`: a violation
    // is a failure wherever Storybook's own test runner checks a story.
    a11y: { options: { runOnly: { type: 'tag', values: WCAG_TAGS } }, test: 'error' },
    controls: { sort: 'requiredFirst' },
    options: {
      // Read by Storybook from this file as it is written, so it is spelled out here: the start,
      // the foundations, the journeys in the order a resident takes them (each screen's states
      // in the order the resident meets them: loading first, the phone before the desktop), then
      // the parts the screens are made of.
      storySort: {
        method: 'configure',
        includeNames: true,
        order: [
          'Comienzo',
          'Fundamentos',
          ['Colores', 'Tipografía', 'Espaciado', 'Bordes y sombras'],
          'Ingreso',
          ['Pantalla de ingreso', 'Regreso del proveedor de identidad', 'Ingreso desde un servicio', 'Datos para un servicio'],
          'Registro',
          ['Formulario de registro', 'Reenviar el e-mail de validación', 'Activación de la cuenta'],
          'Recuperar la contraseña',
          ['Pedir el enlace', 'Nueva contraseña'],
          'Área personal',
          [
            'Marco del área personal',
            [
              'Cargando tus datos (teléfono)',
              'Cargando tus datos',
              'Con tus datos (teléfono)',
              'Con tus datos',
              'Nivel 1 (teléfono)',
              'Nivel 1',
              'Tus datos no cargaron (teléfono)',
              'Tus datos no cargaron',
            ],
            'Escritorio',
            [
              'Cargando (teléfono)',
              'Cargando',
              'Licencia por vencer y nueve reclamos (teléfono)',
              'Licencia por vencer y nueve reclamos',
              'Licencia vigente (teléfono)',
              'Licencia vigente',
              'Licencia vencida (teléfono)',
              'Licencia vencida',
              'Sin licencia ni reclamos (teléfono)',
              'Sin licencia ni reclamos',
              'Nivel 1: verificá tu identidad (teléfono)',
              'Nivel 1: verificá tu identidad',
              'El servicio falló (teléfono)',
              'El servicio falló',
            ],
            'Mis reclamos',
            [
              'Cargando (teléfono)',
              'Cargando',
              'Todos los reclamos (teléfono)',
              'Todos los reclamos',
              'Filtrados por estado (teléfono)',
              'Filtrados por estado',
              'Con los tres filtros (teléfono)',
              'Con los tres filtros',
              'Ninguno coincide (teléfono)',
              'Ninguno coincide',
              'El detalle de un reclamo (teléfono)',
              'El detalle de un reclamo',
              'Sin reclamos (teléfono)',
              'Sin reclamos',
              'Nivel 1: verificá tu identidad (teléfono)',
              'Nivel 1: verificá tu identidad',
              'El servicio falló (teléfono)',
              'El servicio falló',
            ],
            'Licencia de conducir',
            [
              'Cargando (teléfono)',
              'Cargando',
              'Vence pronto (teléfono)',
              'Vence pronto',
              'Vigente (teléfono)',
              'Vigente',
              'Vencida (teléfono)',
              'Vencida',
              'Sin licencia (teléfono)',
              'Sin licencia',
              'Nivel 1: verificá tu identidad (teléfono)',
              'Nivel 1: verificá tu identidad',
              'El servicio falló (teléfono)',
              'El servicio falló',
            ],
            'Paso a un servicio',
            'Aviso de inactividad',
          ],
          'Perfil',
          [
            'Mi perfil',
            'Actualizar mis datos',
            ['Cargando localidades y calles'],
            'Elegir la calle',
            ['Cargando'],
            'Confirmar el e-mail',
            'Cancelar el cambio de e-mail',
          ],
          'Política de privacidad',
          ['Enlace', 'Panel'],
          'Ayuda',
          ['Botón de ayuda', 'Pedido de ayuda'],
          'Errores',
          'Componentes',
          [
            'Botón',
            'Enlace con forma de botón',
            'Campo de texto',
            'Campo de contraseña',
            'Campo de código',
            'Lista desplegable',
            'Aviso',
            'Mensaje emergente',
            'Tarjeta',
            'Separador',
            'Diálogo',
            'Panel inferior',
            'Carrusel',
            'Indicador de carga',
            'Pantalla de carga',
            'Logo',
            'Diseño de página',
            'Marco con sesión',
            ['Cargando tus datos (teléfono)', 'Cargando tus datos', 'Teléfono', 'Pantalla ancha'],
            'Texto solo para lectores de pantalla',
          ],
        ],
      },
    },
  },
};

export default preview;
