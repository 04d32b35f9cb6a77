import { fakeState } from './setup';

/** The newest sign-in code the fake services e-mailed to `address`; throws while none arrived. */
export function lastCodeFor(address: string): string {
  const mail = fakeState()
    .mailbox.filter((m) => m.to === address && m.code !== undefined)
    .at(-1);
  if (!mail?.code) throw new Error(`No code was e-mailed to ${address}`);
  return mail.code;
}
