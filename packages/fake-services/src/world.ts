import type { Claim, NamedEntity, ProfileDetails, Street } from '@portal/api-client';
import {
  DEMO_RESIDENT,
  LOCATIONS,
  NEW_RESIDENT,
  type SeedLicence,
  seedClaims,
  seedLicence,
  seedStreets,
  seedUnregisteredClaims,
  seedUnregisteredLicences,
} from './seed';

// The one world every fake service shares: its clock, its data (accounts with their profiles,
// licences and claims by DNI, streets, the mailbox, the injected faults), the stores of codes and
// tokens the domains keep, and the lookups every domain uses. The domains (tokens, sign-in,
// accounts, profile, municipal host, identity providers, dev controls) are modules over it.

/** The backends the fake stands in for; faults are set per service. */
export type ServiceName = 'auth' | 'municipal' | 'streets' | 'incidents' | 'geocoder';

export const SERVICE_NAMES: readonly ServiceName[] = ['auth', 'municipal', 'streets', 'incidents', 'geocoder'];

/** A fault injected into one service: fail with 500, answer late, or answer a malformed body. */
export type FaultMode = { mode: 'fail' } | { mode: 'slow'; delayMs: number } | { mode: 'malformed' };

/** One e-mail the services sent. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The 4-digit sign-in code, when the mail carries one. */
  code?: string;
  /** The activation, password-reset, confirmation or cancel link, when the mail carries one. */
  link?: string;
  /** ISO timestamp from the state's clock. */
  sentAt: string;
}

export interface FakeStateOptions {
  /** The clock, in epoch milliseconds; tests inject one to move time. Defaults to Date.now. */
  now?: () => number;
  /** Where the portal runs: e-mailed links and provider pages point there. */
  portalOrigin?: string;
  /** Lifetime of access tokens. Default 300 s. */
  accessTokenTtlSeconds?: number;
  /** Lifetime of refresh tokens. Default one day. */
  refreshTokenTtlSeconds?: number;
  /**
   * How long a spent refresh token is answered again with the pair it was rotated into; after
   * it, reuse revokes the token's family. Default 30 s (CONTRACT.md asks 30 to 60); 0 is strict.
   */
  refreshReuseGraceSeconds?: number;
  /**
   * The longest a sign-in's token family lives, however often it refreshes (CONTRACT.md, R14).
   * Default 43 200 s (12 hours).
   */
  sessionMaxSeconds?: number;
  /**
   * How long a family lives without a refresh (R14): the portal's inactivity limit plus one access
   * token's life. Default 1 200 s (900 + 300).
   */
  sessionIdleSeconds?: number;
  /** Called with every e-mail sent (the server prints them). */
  onMail?: (mail: Mail) => void;
  /** Whether this world's answers are checked against the contract (the HTTP server's `checkContract`). */
  checksContract?: boolean;
}

/** How sure the service is that the account's DNI is its holder's (CONTRACT.md, R11). */
export type Level = 1 | 2;

export interface Account {
  id: number;
  dni: number;
  /** 1: the DNI was typed at registration (claimed); 2: a national identity provider proved it. */
  level: Level;
  /** Closed when a provider proved its (claimed) DNI for someone else (R12): it signs in no more. */
  closed: boolean;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  validated: boolean;
  kind_of_person: NamedEntity;
  register_from: NamedEntity;
  profile: ProfileDetails;
  /** A new e-mail asked for on the profile and mailed a confirmation link, until that link is opened. */
  pendingEmail: string | null;
  /** Wrong passwords and codes since the last completed sign-in (a right password alone does not reset it). */
  failures: number;
  lockedUntil: number | null;
  /** When each wrong 4-digit code came, over the last 24 hours (R15). */
  wrongCodes: number[];
  /** The code step is closed by too many wrong codes in a day, until a password reset (R15). */
  codeStepClosed: boolean;
}

/** A support request as the incident service received it. */
export interface IncidentRequest {
  nro_reclamo: number;
  fields: Record<string, string>;
  receivedAt: string;
}

/** A code or token that stands for an account until it expires. */
export interface Expiring {
  accountId: number;
  expiresAt: number;
}

export const DEFAULT_PORTAL_ORIGIN = 'http://127.0.0.1:5173';
const DEFAULT_ACCESS_TTL_SECONDS = 300;
const DEFAULT_REFRESH_TTL_SECONDS = 24 * 60 * 60;
const DEFAULT_REFRESH_REUSE_GRACE_SECONDS = 30;
const DEFAULT_SESSION_MAX_SECONDS = 12 * 60 * 60;
const DEFAULT_SESSION_IDLE_SECONDS = 15 * 60 + DEFAULT_ACCESS_TTL_SECONDS;

/** The world's data as tests, stories and the handlers read and change it. */
export interface WorldData {
  readonly portalOrigin: string;
  readonly now: () => number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshReuseGraceSeconds: number;
  sessionMaxSeconds: number;
  sessionIdleSeconds: number;
  faults: Partial<Record<ServiceName, FaultMode>>;
  mailbox: Mail[];
  accounts: Account[];
  /** Driving licences by DNI. */
  licences: Map<string, SeedLicence>;
  /** Claims by DNI. */
  claims: Map<string, Claim[]>;
  streets: Street[];
  locations: string[];
  incidentRequests: IncidentRequest[];
  /**
   * The answers since the last reset that broke the contract (openapi.yaml), each as a line;
   * null when this world's answers are not checked.
   */
  contractViolations: string[] | null;
  /** How many calls are waiting out a slow fault now. */
  readonly waiting: number;
}

/** The world with what only the domain modules touch. */
export interface World extends WorldData {
  readonly options: FakeStateOptions;
  /** How far `advanceClock` has moved this world's clock past the real one. */
  clockAheadMs: number;
  /** The calls waiting out a slow fault, each with how to end its wait early. */
  waits: Set<() => void>;
  /** Every store of codes and tokens a domain keeps (see `createStore`): a reset empties them. */
  stores: { clear(): void }[];
  /** What each domain cancels of an account's pending things (see `onCancelPending`). */
  cancellers: ((accountId: number) => void)[];
  /** What keeps addresses for accounts that no longer show them (see `onAddressKept`). */
  addressKeepers: ((email: string) => number[])[];
}

/** A fresh world, seeded. */
export function createWorld(options: FakeStateOptions): World {
  const clock = options.now ?? (() => Date.now());
  const world: World = {
    options,
    portalOrigin: (options.portalOrigin ?? DEFAULT_PORTAL_ORIGIN).replace(/\/+$/, ''),
    now: () => clock() + world.clockAheadMs,
    clockAheadMs: 0,
    accessTokenTtlSeconds: 0,
    refreshTokenTtlSeconds: 0,
    refreshReuseGraceSeconds: 0,
    sessionMaxSeconds: 0,
    sessionIdleSeconds: 0,
    faults: {},
    mailbox: [],
    accounts: [],
    licences: new Map(),
    claims: new Map(),
    streets: [],
    locations: [],
    incidentRequests: [],
    contractViolations: null,
    waits: new Set(),
    stores: [],
    cancellers: [],
    addressKeepers: [],
    get waiting() {
      return world.waits.size;
    },
  };
  seedWorld(world);
  return world;
}

/** A store of single-use codes or tokens for a domain; `seedWorld` empties it with the rest. */
export function createStore<K, V>(world: World): Map<K, V> {
  const store = new Map<K, V>();
  world.stores.push(store);
  return store;
}

/**
 * Registers what a domain cancels when an account's pending things are cancelled (a password
 * reset, `logoutall/`, a claimed account closed: CONTRACT.md, R13): its codes, links and tokens.
 */
export function onCancelPending(world: World, cancel: (accountId: number) => void): void {
  world.cancellers.push(cancel);
}

/**
 * Registers what keeps an address for an account that no longer shows it (an undo link that can
 * restore it: CONTRACT.md, R13): it answers the accounts it keeps `email` (as typed) for.
 */
export function onAddressKept(world: World, keeper: (email: string) => number[]): void {
  world.addressKeepers.push(keeper);
}

/**
 * Whether `email` is kept for an account other than `accountId` (null: an account being made), so
 * no one else may take it: answered as for a taken address.
 */
export function addressKeptForOther(world: World, email: string, accountId: number | null = null): boolean {
  return world.addressKeepers.some((keeper) => keeper(email).some((id) => id !== accountId));
}

/**
 * Cancels everything pending of the account in every domain: e-mail changes, the pending sign-in
 * and its code, hand-off alphas, provider tokens not yet exchanged (R13).
 */
export function cancelPending(world: World, accountId: number): void {
  for (const cancel of world.cancellers) cancel(accountId);
}

/** Removes every entry of an account from a store of codes or tokens. */
export function deleteOf<K, V extends { accountId: number }>(store: Map<K, V>, accountId: number): void {
  for (const [key, value] of store) {
    if (value.accountId === accountId) store.delete(key);
  }
}

/**
 * Back to the fresh seed: the real clock, the starting token lifetimes, no faults, no mail, no
 * codes or tokens, and the seeded residents, licences, claims and streets.
 */
export function seedWorld(world: World): void {
  world.clockAheadMs = 0;
  world.accessTokenTtlSeconds = world.options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TTL_SECONDS;
  world.refreshTokenTtlSeconds = world.options.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS;
  world.refreshReuseGraceSeconds = world.options.refreshReuseGraceSeconds ?? DEFAULT_REFRESH_REUSE_GRACE_SECONDS;
  world.sessionMaxSeconds = world.options.sessionMaxSeconds ?? DEFAULT_SESSION_MAX_SECONDS;
  world.sessionIdleSeconds = world.options.sessionIdleSeconds ?? DEFAULT_SESSION_IDLE_SECONDS;
  world.faults = {};
  world.mailbox = [];
  world.incidentRequests = [];
  world.contractViolations = world.options.checksContract ? [] : null;
  for (const store of world.stores) store.clear();
  const now = world.now();
  world.accounts = [];
  const demo = createAccount(world, {
    dni: DEMO_RESIDENT.dni,
    first_name: DEMO_RESIDENT.firstName,
    last_name: DEMO_RESIDENT.lastName,
    email: DEMO_RESIDENT.email,
    password: DEMO_RESIDENT.password,
    validated: true,
  });
  // Proven earlier with a provider: every journey of a resident with data works as it did.
  demo.level = 2;
  demo.profile = {
    id: demo.profile.id,
    gender: 'F',
    birth_date: '1983-05-14',
    town: 'Bahía Blanca',
    postal_code: '8000',
    street: 'Sarmiento',
    height: '1150',
    floor: '2',
    apartment: 'B',
    phone_prefix: '291',
    phone: '4567890',
    lat: -38.7108,
    long: -62.2594,
    viewed: true,
  };
  createAccount(world, {
    dni: NEW_RESIDENT.dni,
    first_name: NEW_RESIDENT.firstName,
    last_name: NEW_RESIDENT.lastName,
    email: NEW_RESIDENT.email,
    password: NEW_RESIDENT.password,
    validated: true,
  });
  // The municipality knows residents who never registered: their data waits for a proven DNI.
  world.licences = new Map([[String(DEMO_RESIDENT.dni), seedLicence(now)], ...seedUnregisteredLicences(now)]);
  world.claims = new Map([[String(DEMO_RESIDENT.dni), seedClaims(now)], ...seedUnregisteredClaims(now)]);
  world.streets = seedStreets();
  world.locations = [...LOCATIONS];
}

const PERSONA_HUMANA: NamedEntity = { id: 1, name: 'Persona humana' };
const FROM_PORTAL: NamedEntity = { id: 1, name: 'Portal' };

export function createAccount(
  world: World,
  data: { dni: number; first_name: string; last_name: string; email: string; password: string; validated: boolean; level?: Level },
): Account {
  // Accounts are never removed, so ids count up from 1 after every seed.
  const id = world.accounts.length + 1;
  const account: Account = {
    id,
    level: 1,
    closed: false,
    ...data,
    kind_of_person: PERSONA_HUMANA,
    register_from: FROM_PORTAL,
    // Profile ids differ from user ids, as in the real service, so mixing them up shows.
    profile: emptyProfile(id + 100),
    pendingEmail: null,
    failures: 0,
    lockedUntil: null,
    wrongCodes: [],
    codeStepClosed: false,
  };
  world.accounts.push(account);
  return account;
}

function emptyProfile(id: number): ProfileDetails {
  return {
    id,
    gender: null,
    birth_date: null,
    town: null,
    postal_code: null,
    street: null,
    height: null,
    floor: null,
    apartment: null,
    phone_prefix: null,
    phone: null,
    lat: null,
    long: null,
    viewed: false,
  };
}

/**
 * The first of the accounts that match, an open one before a closed one: a DNI taken back with a
 * provider (R12) is held by a closed account and the open one made for its owner.
 */
function preferOpen(accounts: Account[], matches: (account: Account) => boolean): Account | undefined {
  return accounts.find((a) => !a.closed && matches(a)) ?? accounts.find(matches);
}

/** Whether an account is the one a DNI or e-mail (as typed at sign-in) names. */
export function isNamed(account: Account, username: string): boolean {
  const value = username.trim();
  if (/^\d+$/.test(value)) return account.dni === Number(value);
  return account.email.toLowerCase() === value.toLowerCase();
}

/** The account a DNI or e-mail (as typed at sign-in) names; an open one before a closed one. */
export function findAccount(world: WorldData, username: string): Account | undefined {
  return preferOpen(world.accounts, (a) => isNamed(a, username));
}

/** The open account an address (as typed) names, if any: a closed account holds no address. */
export function openAccountByEmail(world: WorldData, email: string): Account | undefined {
  const account = findAccount(world, email);
  return account && !account.closed && account.email.toLowerCase() === email.trim().toLowerCase() ? account : undefined;
}

/** The account holding a DNI; an open one before a closed one. */
export function accountByDni(world: WorldData, dni: number): Account | undefined {
  return preferOpen(world.accounts, (a) => a.dni === dni);
}

/** The open account holding a DNI, if any: what registration and the DNI check look at. */
export function openAccountByDni(world: WorldData, dni: number): Account | undefined {
  return world.accounts.find((a) => !a.closed && a.dni === dni);
}

export function accountById(world: WorldData, id: number): Account | undefined {
  return world.accounts.find((a) => a.id === id);
}

/** Removes and answers a single-use entry of `store` when it is still valid. */
export function consume<T extends Expiring>(world: WorldData, store: Map<string, T>, key: string): T | undefined {
  const entry = store.get(key);
  if (!entry) return undefined;
  store.delete(key);
  return entry.expiresAt > world.now() ? entry : undefined;
}

export function sendMail(world: World, to: string, subject: string, text: string, extras: { code?: string; link?: string } = {}): void {
  const mail: Mail = { to, subject, text, ...extras, sentAt: new Date(world.now()).toISOString() };
  world.mailbox.push(mail);
  world.options.onMail?.(mail);
}
