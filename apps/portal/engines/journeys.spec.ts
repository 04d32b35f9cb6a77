import type { APIRequestContext } from '@playwright/test';
import type { Engine } from './engines';
import { DEMO, expect, fill, find, mailedCode, PORTAL_ORIGIN, press, test, until, untilHidden, untilPath, untilShown } from './fixtures';

// The portal's main journeys in Firefox ESR and WebKitGTK (Safari's engine), as a resident takes
// them: not the Chromium suite again (e2e/), only what differs most between engines: hydration of
// the prerendered HTML, the forms' input and calls, navigation, dialogs and storage. Each journey
// fails on any console error, page error or CSP violation (fixtures.ts).

const LOGIN_HEADING = 'Ingresá al Portal del Vecino';
const PROVIDER_LINKS = ['Ingresar con AFIP', 'Ingresar con Mi Argentina', 'Ingresar con DNI (RENAPER)', 'Ingresar con ANSES'];
const ACCOUNT_BUTTON = '//header//button[contains(normalize-space(), "María Laura Fernández")]';
const menuItem = (name: string) => `//*[@role="menuitem" and normalize-space()="${name}"]`;

const headTitles = () => [...document.head.querySelectorAll('title')].map((title) => title.textContent);

/**
 * What hydration leaves and a fresh render never makes: the comments React's server renderer
 * writes into #root (`<!-- -->` between adjacent texts, `<!--$-->` around a Suspense boundary),
 * still there around nodes React now owns.
 */
function hydratedState() {
  const root = document.getElementById('root');
  const h1 = document.querySelector('h1');
  if (!root || !h1) return null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let serverComments = 0;
  while (walker.nextNode()) serverComments += 1;
  return {
    serverMarkers: serverComments > 0,
    reactOwnsHeading: Object.keys(h1).some((key) => key.startsWith('__reactFiber$')),
    heading: h1.textContent,
    titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent),
  };
}

test('/login/: the prerendered screen is hydrated, not drawn again, and names itself once', async ({ portal }) => {
  const served = await (await fetch(`${PORTAL_ORIGIN}/login/`)).text();
  expect(served, 'the server sends the screen').toContain(LOGIN_HEADING);

  await portal.goto('/login/');
  // The form's button is disabled until hydration (ui-kit's useHydrated).
  await untilShown(portal, find.button('INGRESAR'));
  expect(await portal.evaluate(hydratedState)).toEqual({
    serverMarkers: true,
    reactOwnsHeading: true,
    heading: LOGIN_HEADING,
    titles: ['Ingresar · Portal del Vecino'],
  });
  for (const name of PROVIDER_LINKS) await untilShown(portal, find.link(name));
});

test('the privacy drawer opens from the login screen and closes', async ({ portal }) => {
  await portal.goto('/login/');
  // The prerendered button is there before the script, and a press before hydration does nothing
  // (e2e/prerender.spec.ts): a busy WebKit was pressed there first. Hydrated, the form's button is enabled.
  await untilShown(portal, find.button('INGRESAR'));
  await press(portal, find.button('Políticas de privacidad'));
  const drawer = '//*[@role="dialog"]';
  await untilShown(portal, `${drawer}//button[normalize-space()="Para qué usamos tus datos"]`);
  await press(portal, `${drawer}${find.button('Cerrar')}`);
  await untilHidden(portal, drawer);
  await untilShown(portal, find.field('DNI o e-mail'));
});

test('/registrarse: the DNI check answers that the document is free', async ({ portal }) => {
  await portal.goto('/registrarse');
  await untilShown(portal, find.heading('Completá tus datos'));
  await fill(portal, find.field('DNI'), '41234567');
  await untilShown(portal, find.text('Documento disponible. Ya podés completar tus datos.'));
});

/** Signs a resident (the demo resident by default) in through the login screen: password, then the mailed code. */
async function signIn(portal: Engine, request: APIRequestContext, who: typeof DEMO = DEMO) {
  await portal.goto('/login/');
  await fill(portal, find.field('DNI o e-mail'), who.dni);
  await fill(portal, find.field('Contraseña'), who.password);
  await press(portal, find.button('INGRESAR'));

  await typeMailedCode(portal, request, who.email);
  await untilPath(portal, '/dashboard');
}

/** The code the fakes mailed to `email`, typed in the code boxes. */
async function typeMailedCode(portal: Engine, request: APIRequestContext, email: string) {
  await untilShown(portal, find.field('Dígito 1 de 4'));
  const code = await mailedCode(request, email);
  // One key at a time, each once the one before it shows (as a resident typing while looking).
  await portal.click(find.field('Dígito 1 de 4'));
  for (const [index, digit] of Array.from(code).entries()) {
    await portal.type(find.field(`Dígito ${index + 1} de 4`), digit);
    if (index < 3) {
      await until(
        portal,
        `digit ${index + 1}`,
        (label: string, value: string) =>
          (document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement | null)?.value === value,
        `Dígito ${index + 1} de 4`,
        digit,
      );
    }
  }
}

test('sign-in with password and mailed code, the desktop, claims, profile and sign-out', async ({ portal, request }) => {
  await signIn(portal, request);
  // The desktop, with its sidebar at this width.
  await untilShown(portal, find.heading('Hola, María Laura'));
  await untilShown(portal, '//nav[@aria-label="Escritorio"]//a[normalize-space()="Reclamos"]');
  expect(await portal.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
  // A screen drawn by the client names itself in the head's one title.
  expect(await portal.evaluate(headTitles)).toEqual(['Escritorio · Portal del Vecino']);

  await press(portal, find.link('Ver todos mis reclamos (9)'));
  await untilPath(portal, '/reclamos');
  await untilShown(portal, find.text('9 reclamos'));
  expect(await portal.evaluate(headTitles)).toEqual(['Mis reclamos · Portal del Vecino']);
  // Opened afresh, the signed-in page is the client shell (its static title) drawn by the client.
  await portal.goto('/reclamos');
  await untilShown(portal, find.text('9 reclamos'));
  expect(await portal.evaluate(headTitles)).toEqual(['Mis reclamos · Portal del Vecino']);

  await press(portal, ACCOUNT_BUTTON);
  await press(portal, menuItem('Editar perfil'));
  await untilPath(portal, '/perfil');
  await untilShown(portal, `//p[normalize-space()="DNI ${DEMO.dni}"]`);

  await press(portal, ACCOUNT_BUTTON);
  await press(portal, menuItem('Cerrar sesión'));
  await untilPath(portal, '/');
  await untilShown(portal, find.field('DNI o e-mail'));
  expect(await portal.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('false');
});

test('a resident at Nivel 1 verifies the DNI with a provider and comes back at Nivel 2', async ({ portal, request }) => {
  await signIn(portal, request, { dni: '27999888', email: 'nuevo@example.com', password: 'Nuevo2024' });
  await untilShown(portal, find.heading('Hola, Julián'));
  await untilShown(portal, '//header//*[normalize-space()="Nivel 1"]');
  await press(portal, find.link('Verificar con Mi Argentina'));
  // The fake provider's page, on the services' origin: Julián confirms his own identity.
  await press(portal, find.link('Continuar como Julián Pereyra (DNI 27999888)'));

  await untilPath(portal, '/dashboard');
  await untilShown(portal, find.text('Verificamos tu identidad: ya tenés Nivel 2.'));
  await untilShown(portal, '//header//*[normalize-space()="Nivel 2"]');
  await untilHidden(portal, find.link('Verificar con Mi Argentina'));
});

test('a resident at Nivel 1 signs in with a provider, says the account is theirs and links it with its password and code', async ({
  portal,
  request,
}) => {
  await portal.goto('/login/');
  await press(portal, find.link('Ingresar con AFIP'));
  await press(portal, find.link('Continuar como Julián Pereyra (DNI 27999888)'));
  await untilShown(portal, find.heading('¿Esta cuenta es tuya?'));
  await untilShown(portal, find.text('n•••@e•••.com'));
  await press(portal, find.button('Es mi cuenta'));
  await fill(portal, find.field('Contraseña'), 'Nuevo2024');
  await press(portal, find.button('CONTINUAR'));
  await untilShown(portal, find.text('Te enviamos por e-mail un código de 4 dígitos. Ingresalo para vincular tu cuenta.'));
  await typeMailedCode(portal, request, 'nuevo@example.com');

  await untilPath(portal, '/dashboard');
  await untilShown(portal, find.heading('Hola, Julián'));
  await untilShown(portal, '//header//*[normalize-space()="Nivel 2"]');
});

/** The session's last activity this long ago, as a tab waking from sleep finds it. */
function idleFor(minutes: number) {
  localStorage.setItem('portalLastActivity', String(Date.now() - minutes * 60_000));
  window.dispatchEvent(new Event('focus'));
}

test('an idle session: the warning after 13 minutes, answered, then the end after 15 with the login saying why', async ({
  portal,
  request,
}) => {
  await signIn(portal, request);
  await untilShown(portal, find.heading('Hola, María Laura'));

  await portal.evaluate(idleFor, 13.5);
  const warning = '//*[@role="alertdialog"]';
  await untilShown(portal, `${warning}//h2[normalize-space()="¿Seguís ahí?"]`);
  await press(portal, `${warning}${find.button('Seguir conectado')}`);
  await untilHidden(portal, warning);
  expect(await portal.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');

  await portal.evaluate(idleFor, 16);
  await untilPath(portal, '/');
  await untilShown(portal, find.text('Cerramos tu sesión porque pasaron 15 minutos sin actividad. Ingresá de nuevo para continuar.'));
  expect(await portal.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('false');
});
