// Each requirement's workflow fails against a fake broken for that requirement alone, naming the
// step and the answer that broke it. One respect run goes through every workflow; the broken
// fake changes its behaviour as each workflow starts. The further breaks (MORE_BREAKS, then
// FURTHER_BREAKS, then FOURTH_BREAKS) run beside it, each round in a run of its requirements against fakes of their own;
// the undo's (UNDO_BREAKS) after them, each a run of R13 alone.
import { DEMO_RESIDENT, NEW_RESIDENT, UNREGISTERED_RESIDENTS } from '@portal/fake-services';
import { startFakeServer } from '@portal/fake-services/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREAKS, FOURTH_BREAKS, FURTHER_BREAKS, MORE_BREAKS, startBrokenFakes, UNDO_BREAKS } from './broken-fakes.mjs';
import { respectNode } from './node-binary.mjs';
import { REQUIREMENTS } from './requirements.mjs';
import { runConformance } from './runner.mjs';

/** The step each broken fake must fail, and what the line must quote of its answer. */
const EXPECTED = {
  R1: ['licenceWithoutToken', 'respondió 200', 'must be refused with 401'],
  R2: ['fifthWrongCode', 'respondió 400', 'must lock the account'],
  R3: ['codeWithoutTicket1', 'respondió 200', 'without the ticket must be refused'],
  R4: ['refreshAfterLogout', 'respondió 200', 'its refresh token must be refused'],
  R5: ['reuseAfterGrace', 'respondió 200', 'after the grace must be refused'],
  R6: ['resetForResident4', 'respondió 200', 'must be refused (429'],
  R7: ['returnWithoutVerifier', 'respondió 200', 'without the code_verifier must be refused'],
  R8: ['sevenCharacters', 'respondió 200', '7-character password must be refused'],
  R9: ['changeDni', 'respondió 200', 'Another DNI must be refused'],
  R10: ['withoutPassword', 'respondió 200', 'without current_password must be refused'],
  R11: ['claimedLicence', 'respondió 200', 'A level-1 token must be refused'],
  R12: ['ownerReturn', 'respondió 200', 'must answer a pending choice about the claimed account'],
  R13: ['confirmAfterReset', 'respondió 200', "the pending change's link must be refused"],
  R14: ['refreshAfterIdle', 'respondió 200', 'the family must be ended'],
  R15: ['wrongCode10', 'respondió 400', 'must close the code step'],
  R16: ['refusedLogin', 'respondió 400', 'must carry Cache-Control: no-store'],
  R17: ['codeWithoutPassword', 'respondió 200', 'A code without the account'],
};

/** The same for MORE_BREAKS. */
const MORE_EXPECTED = {
  R11: ['verifyWithOtherDni', 'respondió 200', "another DNI's identity must be refused (409"],
  R4: ['handOffAfterLogout', 'respondió 200', 'must be refused at the hand-off'],
  R12: ['register11', 'respondió 400', 'a registration, must be refused (429'],
  R13: ['confirmAfterLogoutAll', 'respondió 200', "the pending change's link must be refused"],
  R14: ['refreshAfterTwelveHours', 'respondió 200', 'Twelve hours after the sign-in'],
  R16: ['handOffPage', 'respondió 200', 'which names the resident, must carry Cache-Control: no-store'],
  R17: ['olderSessionEnded', 'respondió 200', 'The link must end every older session'],
};

/** The same for FURTHER_BREAKS. */
const FURTHER_EXPECTED = {
  R11: ['claimedAlpha', 'respondió 200', 'A level-1 token must be refused an alpha'],
};

/** The same for FOURTH_BREAKS. */
const FOURTH_EXPECTED = {
  R12: ['check12', 'respondió 400', 'checkuser/ must be refused too (429'],
  R11: ['levelOneSessionEnded', 'respondió 200', 'the verifying level-1 one too: its refresh token is refused'],
};

/** The same for UNDO_BREAKS, each a run of R13 alone. */
const UNDO_EXPECTED = {
  withoutUndo: ['undoCommonPassword', 'respondió 404', 'the undo link must still work'],
  resetKillsUndo: ['undoCommonPassword', 'respondió 400 {"detail"', 'the undo link must still work'],
  undoWithoutProvider: ['undoWithoutProvider', 'respondió 200', 'must be refused (403, reason provider_required)'],
};

const resident = (r) => ({ dni: String(r.dni), email: r.email, password: r.password });
let results = [];
let moreResults = [];
let furtherResults = [];
let fourthResults = [];
/** Break name -> R13's result against fakes broken by it. */
const undoResults = new Map();

/** The requirements that `breaks` breaks, run against fakes broken by them. */
async function runBroken(breaks) {
  const fakes = await startFakeServer({ port: 0, printMail: false });
  const broken = await startBrokenFakes(fakes.url, breaks);
  try {
    const service = {
      auth: `${broken.url}/auth/`,
      municipal: `${broken.url}/municipal/`,
      incidents: `${broken.url}/incidencias/`,
      handoff: { habilitaciones: `${broken.url}/servicios/habilitaciones` },
      fakes: fakes.url,
    };
    return await runConformance({
      service,
      accounts: {
        residents: [resident(DEMO_RESIDENT), resident(NEW_RESIDENT)],
        unregisteredDni: String(UNREGISTERED_RESIDENTS[0].dni),
        linkingDni: String(UNREGISTERED_RESIDENTS[1].dni),
      },
      node: respectNode(),
      requirements: REQUIREMENTS.filter((r) => breaks[r.id]),
      onStart: (id) => broken.breaking(id),
    });
  } finally {
    await broken.close();
    await fakes.close();
  }
}

beforeAll(async () => {
  [results, moreResults, furtherResults, fourthResults] = await Promise.all([
    runBroken(BREAKS),
    runBroken(MORE_BREAKS),
    runBroken(FURTHER_BREAKS),
    runBroken(FOURTH_BREAKS),
  ]);
  // One at a time after the others: each runs R13's three workflows alone.
  for (const [name, breaks] of Object.entries(UNDO_BREAKS)) {
    undoResults.set(
      name,
      (await runBroken(breaks)).find((r) => r.id === 'R13'),
    );
  }
}, 240_000);

afterAll(() => {
  results = [];
  moreResults = [];
  furtherResults = [];
  fourthResults = [];
  undoResults.clear();
});

describe('a fake broken for one requirement fails that requirement', () => {
  it('breaks every requirement', () => {
    expect(Object.keys(BREAKS).sort()).toEqual(
      REQUIREMENTS.map((r) => r.id)
        .filter((id) => BREAKS[id])
        .sort(),
    );
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(BREAKS).sort());
    expect(Object.keys(MORE_EXPECTED).sort()).toEqual(Object.keys(MORE_BREAKS).sort());
    expect(Object.keys(FURTHER_EXPECTED).sort()).toEqual(Object.keys(FURTHER_BREAKS).sort());
    expect(Object.keys(FOURTH_EXPECTED).sort()).toEqual(Object.keys(FOURTH_BREAKS).sort());
  });

  it.each(Object.entries(EXPECTED))('%s fails at the step its break shows', (id, [step, answer, message]) => {
    const result = results.find((r) => r.id === id);
    expect(result?.status).toBe('fails');
    expect(result?.detail).toContain(`paso ${step}:`);
    expect(result?.detail).toContain(answer);
    expect(result?.detail).toContain(message);
  });

  it.each(Object.entries(UNDO_EXPECTED))('R13 fails on the undo broken as %s', (name, [step, answer, message]) => {
    expect(Object.keys(UNDO_EXPECTED).sort()).toEqual(Object.keys(UNDO_BREAKS).sort());
    const result = undoResults.get(name);
    expect(result?.status).toBe('fails');
    expect(result?.detail).toContain(`paso ${step}:`);
    expect(result?.detail).toContain(answer);
    expect(result?.detail).toContain(message);
  });

  it.each(Object.entries(MORE_EXPECTED))('%s fails at the step its further break shows', (id, [step, answer, message]) => {
    const result = moreResults.find((r) => r.id === id);
    expect(result?.status).toBe('fails');
    expect(result?.detail).toContain(`paso ${step}:`);
    expect(result?.detail).toContain(answer);
    expect(result?.detail).toContain(message);
  });

  it.each(Object.entries(FURTHER_EXPECTED))('%s fails at the step its third break shows', (id, [step, answer, message]) => {
    const result = furtherResults.find((r) => r.id === id);
    expect(result?.status).toBe('fails');
    expect(result?.detail).toContain(`paso ${step}:`);
    expect(result?.detail).toContain(answer);
    expect(result?.detail).toContain(message);
  });

  it.each(Object.entries(FOURTH_EXPECTED))('%s fails at the step its fourth break shows', (id, [step, answer, message]) => {
    const result = fourthResults.find((r) => r.id === id);
    expect(result?.status).toBe('fails');
    expect(result?.detail).toContain(`paso ${step}:`);
    expect(result?.detail).toContain(answer);
    expect(result?.detail).toContain(message);
  });
});
