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

/**
 * The rounds of broken fakes: in each, one break per requirement it names and the step each of
 * those requirements must fail at. The undo's breaks all break R13, so each is a round run alone.
 */
const ROUNDS = [
  { name: 'its break', breaks: BREAKS, expected: EXPECTED },
  { name: 'its second break', breaks: MORE_BREAKS, expected: MORE_EXPECTED },
  { name: 'its third break', breaks: FURTHER_BREAKS, expected: FURTHER_EXPECTED },
  { name: 'its fourth break', breaks: FOURTH_BREAKS, expected: FOURTH_EXPECTED },
  ...Object.entries(UNDO_BREAKS).map(([name, breaks]) => ({
    name: `the undo broken as ${name}`,
    breaks,
    expected: { R13: UNDO_EXPECTED[name] },
    alone: true,
  })),
];
/** Each round's results, by round. */
const results = new Map();

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
  const together = ROUNDS.filter((round) => !round.alone);
  await Promise.all(together.map(async (round) => results.set(round, await runBroken(round.breaks))));
  // One at a time after the others: each runs R13's workflows alone.
  for (const round of ROUNDS.filter((r) => r.alone)) results.set(round, await runBroken(round.breaks));
}, 240_000);

afterAll(() => {
  results.clear();
});

describe('a fake broken for one requirement fails that requirement', () => {
  it('breaks every requirement', () => {
    expect(Object.keys(BREAKS).sort()).toEqual(
      REQUIREMENTS.map((r) => r.id)
        .filter((id) => BREAKS[id])
        .sort(),
    );
    expect(Object.keys(UNDO_EXPECTED).sort()).toEqual(Object.keys(UNDO_BREAKS).sort());
    for (const round of ROUNDS) expect(Object.keys(round.expected).sort()).toEqual(Object.keys(round.breaks).sort());
  });

  const cases = ROUNDS.flatMap((round) => Object.entries(round.expected).map(([id, expectation]) => [id, round.name, expectation, round]));
  it.each(cases)('%s fails at the step %s shows', (id, _name, [step, answer, message], round) => {
    const result = results.get(round)?.find((r) => r.id === id);
    expect(result?.status).toBe('fails');
    expect(result?.detail).toContain(`paso ${step}:`);
    expect(result?.detail).toContain(answer);
    expect(result?.detail).toContain(message);
  });
});
