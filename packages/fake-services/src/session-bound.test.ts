import { fakeServiceConfig } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_RESIDENT, NEW_RESIDENT } from './seed';
import { auth, bearer, postJson, signIn, useFakeServices } from './test/harness';

// Nothing outlives the session it came from (CONTRACT.md, R4, R11, R13): an alpha ends with the
// family of the bearer that minted it, and with its own short life; a refresh reissues the level
// the sign-in had, never the account's current one.

const fake = useFakeServices();

type Pair = { access: string; refresh: string };

async function alphaOf(tokens: Pair): Promise<string> {
  const answer = await fetch(`${auth}newalpha/`, bearer(tokens.access));
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { alpha: string }).alpha;
}

const handOff = (alpha: string) => fetch(`${fakeServiceConfig.handoff.habilitaciones}/login/${alpha}`);

function levelOf(access: string): number {
  return (JSON.parse(atob((access.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { level: number }).level;
}

describe('an alpha ends with its session', () => {
  it("logout/ ends the alphas its family minted, not another session's", async () => {
    const here = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const elsewhere = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const mintedHere = await alphaOf(here);
    const mintedElsewhere = await alphaOf(elsewhere);
    expect((await postJson(`${auth}logout/`, { refresh: here.refresh })).status).toBe(200);
    expect((await handOff(mintedHere)).status).toBe(401);
    expect((await handOff(mintedElsewhere)).status).toBe(200);
  });

  it('an alpha minted before a refresh still serves the same session after it', async () => {
    const tokens = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const alpha = await alphaOf(tokens);
    expect((await postJson(`${auth}refreshtoken/`, { refresh: tokens.refresh })).status).toBe(200);
    expect((await handOff(alpha)).status).toBe(200);
  });

  it('lives two minutes: a hand-off is the navigation right after minting it', async () => {
    const tokens = await signIn(fake.state, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const inTime = await alphaOf(tokens);
    const late = await alphaOf(tokens);
    fake.advance(2 * 60 - 1);
    expect((await handOff(inTime)).status).toBe(200);
    fake.advance(1);
    expect((await handOff(late)).status).toBe(401);
  });
});

describe('a refresh keeps the level the sign-in had (R11)', () => {
  it('an older level-1 session stays level 1 after the account is verified; a new sign-in is level 2', async () => {
    const older = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    expect(levelOf(older.access)).toBe(1);
    const account = fake.state.findAccount(NEW_RESIDENT.email);
    if (!account) throw new Error('no seeded resident');
    account.level = 2;
    const answer = await postJson(`${auth}refreshtoken/`, { refresh: older.refresh });
    expect(answer.status).toBe(200);
    const refreshed = (await answer.json()) as Pair;
    expect(levelOf(refreshed.access)).toBe(1);
    expect(levelOf(refreshed.refresh)).toBe(1);
    const licence = await fetch(
      `${fakeServiceConfig.municipal}licencias_de_conducir/vencimientos/${NEW_RESIDENT.dni}`,
      bearer(refreshed.access),
    );
    expect(licence.status).toBe(403);
    const newer = await signIn(fake.state, NEW_RESIDENT.email, NEW_RESIDENT.password);
    expect(levelOf(newer.access)).toBe(2);
  });
});
