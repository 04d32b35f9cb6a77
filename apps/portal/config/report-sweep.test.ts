import { DEMO_RESIDENT, NEW_RESIDENT } from '@portal/fake-services';
import { describe, expect, it } from 'vitest';
import { residentDataIn, sweepSecrets } from './report-sweep';

// The sweep finds a resident's data in a report, and passes reports as the collector keeps them.

const secrets = sweepSecrets(
  [DEMO_RESIDENT, NEW_RESIDENT],
  ['Sarmiento'],
  [
    { code: '4821', link: 'http://127.0.0.1:5173/restablecer?token=q7Zk2mWp9xLr4tNb' },
    { text: 'Confirmá: http://127.0.0.1:5173/confirmar-email?token=Xy8vTq3pLm\nO cancelá.' },
  ],
);

/** A report as the collector keeps it, clean. */
const clean = {
  type: 'portal-error',
  age: 0,
  url: 'http://127.0.0.1:5173/reclamos',
  user_agent: 'Chrome 140',
  body: {
    kind: 'uncaught',
    route: '/reclamos',
    name: 'TypeError',
    message: 'falla para [dni] ([email]), código [number]',
    stack: ['at ClaimsScreen (http://127.0.0.1:5173/assets/claims-screen-B18214821x.js:1:4821)'],
    version: 'a574ec4bad6e',
    call: '/municipal/cav/reclamos_por_dni/:id',
    status: 503,
  },
  receivedAt: 1796183134911,
};
const vital = {
  type: 'web-vital',
  age: 0,
  url: '/login/',
  user_agent: 'Chrome 140',
  body: { name: 'CLS', value: 0.0001826171875, route: '/login' },
};

const withMessage = (message: string) => ({ ...clean, body: { ...clean.body, message } });

describe('the reports sweep', () => {
  it('passes reports as the collector keeps them: scrubbed messages, stack positions, hashes, numbers that are no text', () => {
    expect(residentDataIn([clean, vital, { ...vital, url: 'http://127.0.0.1:5173/restablecer' }], secrets)).toEqual([]);
  });

  it('finds a planted DNI, with dots or without, and names the report', () => {
    expect(residentDataIn([vital, withMessage('No hay reclamos para 30123456')], secrets)).toEqual([
      'report 1 (portal-error): the number 30123456 in "No hay reclamos para 30123456"',
      'report 1 (portal-error): a DNI in "No hay reclamos para 30123456"',
    ]);
    expect(residentDataIn([{ ...clean, url: 'http://127.0.0.1:5173/x/27.999.888' }], secrets)).toHaveLength(2);
    // Anyone's DNI, not only the seed's.
    expect(residentDataIn([withMessage('dni 25111222')], secrets)).toEqual(['report 0 (portal-error): a DNI in "dni 25111222"']);
  });

  it('finds e-mails, names, streets, mailed codes and link tokens, a JWT and an address with its query', () => {
    const found = (message: string) => residentDataIn([withMessage(message)], secrets).map((line) => line.split(': ')[1]?.split(' in ')[0]);
    expect(found('para vecina@example.com')).toEqual(['"vecina@example.com"', 'an e-mail']);
    expect(found('hola maría fernández')).toEqual(['the word María', 'the word Fernández']);
    expect(found('calle SARMIENTO 1150')).toEqual(['the word Sarmiento']);
    expect(found('tu código es 4821')).toEqual(['the number 4821']);
    expect(found('/restablecer/q7Zk2mWp9xLr4tNb')).toEqual(['"q7Zk2mWp9xLr4tNb"']);
    expect(found('/confirmar-email/Xy8vTq3pLm')).toEqual(['"Xy8vTq3pLm"']);
    expect(found('bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.x')).toEqual(['a JWT']);
    expect(found('at /afip/retorno?code=abc&state=def')).toEqual(['an address with its query']);
  });
});
