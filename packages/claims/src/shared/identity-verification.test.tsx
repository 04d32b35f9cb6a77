import { fakeServiceConfig, type UserProfile } from '@portal/api-client';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../test/render';
import { server } from '../test/setup';
import { demoProfile } from '../test/signed-in-stage';

// A level-1 resident (DNI claimed, not proven) is offered the verification instead of the
// licence and the claims, which the municipal host answers only to Nivel 2 (CONTRACT.md, R11).

/** Counts the requests to the municipal host while a test runs. */
function municipalRequests(): { readonly count: number; stop: () => void } {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.url.startsWith(fakeServiceConfig.municipal)) count += 1;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

const levelOne: UserProfile = { ...demoProfile, level: 1 };
const LEVEL_REFUSAL = { detail: 'Para ver estos datos tenés que verificar tu identidad (Nivel 2).', reason: 'level' };

const SCREENS = [
  ['/dashboard', 'Hola, María Laura'],
  ['/licencia', 'Licencia de conducir'],
  ['/reclamos', 'Mis reclamos'],
] as const;

async function expectVerificationOffered(heading: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  const panel = screen.getByRole('region', { name: 'Verificá tu identidad' });
  expect(panel).toHaveTextContent('Para ver tu licencia de conducir y tus reclamos');
  expect(panel).toHaveTextContent('Nivel 2');
  // The providers the shell hands in (auth-flow's), here their stand-in.
  expect(within(panel).getByRole('link', { name: 'Verificar con AFIP' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
}

describe('a resident at Nivel 1', () => {
  it.each(SCREENS)('%s offers the verification and asks the municipal host nothing', async (path, heading) => {
    const municipal = municipalRequests();
    renderSignedIn(path, levelOne);
    await expectVerificationOffered(heading);
    expect(screen.queryByText(/Cargando/)).toBeNull();
    expect(municipal.count).toBe(0);
    await expectNoAxeViolations();
    municipal.stop();
  });

  it.each(SCREENS)('%s offers the verification when the municipal host refuses the token for its level', async (path, heading) => {
    server.use(http.get(`${fakeServiceConfig.municipal}*`, () => HttpResponse.json(LEVEL_REFUSAL, { status: 403 })));
    // A service that says no level: the screens ask, and the host's answer decides.
    const { level: _level, ...unknownLevel } = demoProfile;
    renderSignedIn(path, unknownLevel);
    expect(await screen.findByRole('region', { name: 'Verificá tu identidad' })).toBeInTheDocument();
    await expectVerificationOffered(heading);
  });

  it.each(['licencias_de_conducir', 'cav'])(
    'the desktop offers one verification, instead of both cards, when the host refuses only the %s call for the level',
    async (refusedCall) => {
      server.use(http.get(`${fakeServiceConfig.municipal}${refusedCall}/*`, () => HttpResponse.json(LEVEL_REFUSAL, { status: 403 })));
      const { level: _level, ...unknownLevel } = demoProfile;
      renderSignedIn('/dashboard', unknownLevel);
      await expectVerificationOffered('Hola, María Laura');
      expect(screen.getAllByRole('region', { name: 'Verificá tu identidad' })).toHaveLength(1);
      expect(screen.queryByRole('region', { name: 'Licencia de conducir' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Últimos reclamos' })).toBeNull();
    },
  );

  it('shows another 403 (another DNI) as a failure, not as the verification', async () => {
    server.use(
      http.get(`${fakeServiceConfig.municipal}*`, () =>
        HttpResponse.json({ detail: 'No podés ver los datos de otro DNI.', reason: 'other_dni' }, { status: 403 }),
      ),
    );
    renderSignedIn('/licencia');
    expect(await screen.findByRole('alert')).toHaveTextContent('No podés ver los datos de otro DNI.');
    expect(screen.queryByRole('region', { name: 'Verificá tu identidad' })).toBeNull();
  });
});
