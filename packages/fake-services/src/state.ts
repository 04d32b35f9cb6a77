import type {
  Claim,
  Gender,
  Licence,
  NamedEntity,
  ProfileDetails,
  Provider,
  Street,
  UserProfile,
} from '@portal/api-client';
import {
  DEMO_RESIDENT,
  daysUntil,
  LOCALITIES,
  LOCATIONS,
  NEW_RESIDENT,
  type SeedLicence,
  seedClaims,
  seedLicence,
  seedStreets,
} from './seed';

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
  /** The activation or password-reset link, when the mail carries one. */
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
  /** Called with every e-mail sent (the server prints them). */
  onMail?: (mail: Mail) => void;
}

/** What a service call answers: the handlers turn it into a JSON response. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface Account {
  id: number;
  dni: number;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  validated: boolean;
  kind_of_person: NamedEntity;
  register_from: NamedEntity;
  profile: ProfileDetails;
  /** Wrong passwords or codes in a row. */
  failures: number;
  lockedUntil: number | null;
}

/** A support request as the incident service received it. */
export interface IncidentRequest {
  nro_reclamo: number;
  fields: Record<string, string>;
  receivedAt: string;
}

interface Expiring {
  accountId: number;
  expiresAt: number;
}

interface SecondFactorCode extends Expiring {
  code: string;
  used: boolean;
}

interface ProviderCode extends Expiring {
  provider: Provider;
  state: string;
  used: boolean;
}

export const DEFAULT_PORTAL_ORIGIN = 'http://127.0.0.1:5173';
export const LOCK_SECONDS = 300;
export const MAX_FAILURES = 5;
const CODE_TTL_MS = 10 * 60_000;
const REFRESH_TTL_SECONDS = 24 * 60 * 60;
const ACTIVATION_TTL_MS = 3 * 24 * 60 * 60_000;
const RESET_TTL_MS = 60 * 60_000;
const PROVIDER_TTL_MS = 10 * 60_000;
const ALPHA_TTL_MS = 10 * 60_000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DNI_PATTERN = /^\d{7,8}$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const PERSONA_HUMANA: NamedEntity = { id: 1, name: 'Persona humana' };
const FROM_PORTAL: NamedEntity = { id: 1, name: 'Portal' };

const WRONG_CREDENTIALS = 'DNI, e-mail o contraseña incorrectos.';
const WRONG_CODE = 'El código ingresado es incorrecto.';
const NO_CREDENTIALS = 'No se enviaron las credenciales de autenticación.';
const BAD_ACCESS = 'El token de acceso no es válido o expiró.';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomString(length: number, alphabet = ALPHANUMERIC): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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

/** Form values the api-client sends for "no value". */
function isBlank(value: string): boolean {
  return value === '' || value === 'null' || value === 'undefined';
}

function fieldErrors(field: string, message: string): Answer {
  return { status: 400, body: { [field]: [message] } };
}

function detail(status: number, text: string): Answer {
  return { status, body: { detail: text } };
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^(avenida|av\.?|avda\.?)\s+/, '')
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The in-memory world behind every fake service: accounts with their profiles, tokens and
 * codes, licences and claims by DNI, streets, the mailbox and the injected faults.
 */
export class FakeState {
  readonly portalOrigin: string;
  readonly now: () => number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  faults: Partial<Record<ServiceName, FaultMode>> = {};
  mailbox: Mail[] = [];
  accounts: Account[] = [];
  /** Driving licences by DNI. */
  licences = new Map<string, SeedLicence>();
  /** Claims by DNI. */
  claims = new Map<string, Claim[]>();
  streets: Street[] = [];
  locations: string[] = [];
  incidentRequests: IncidentRequest[] = [];

  private readonly options: FakeStateOptions;
  /** How far `advanceClock` has moved this world's clock past the real one. */
  private clockAheadMs = 0;
  /** The calls waiting out a slow fault, each with how to end its wait early. */
  private waits = new Set<() => void>();
  private nextAccountId = 1;
  private nextIncidentNumber = 250_001;
  private secondFactorCodes = new Map<number, SecondFactorCode>();
  private accessTokens = new Map<string, Expiring>();
  private refreshTokens = new Map<string, Expiring>();
  private activationTokens = new Map<string, Expiring>();
  private resetTokens = new Map<string, Expiring>();
  private providerCodes = new Map<string, ProviderCode>();
  private providerTokens = new Map<string, Expiring>();
  private alphas = new Map<string, Expiring>();

  constructor(options: FakeStateOptions = {}) {
    this.options = options;
    const clock = options.now ?? (() => Date.now());
    this.now = () => clock() + this.clockAheadMs;
    this.portalOrigin = (options.portalOrigin ?? DEFAULT_PORTAL_ORIGIN).replace(/\/+$/, '');
    this.accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? 300;
    this.refreshTokenTtlSeconds = options.refreshTokenTtlSeconds ?? REFRESH_TTL_SECONDS;
    this.seed();
  }

  /**
   * Moves this world's clock forward, as if that much time had passed: a browser test ages its
   * tokens past their lifetime without waiting for it. `reset` puts the clock back.
   */
  advanceClock(ms: number): void {
    this.clockAheadMs += ms;
  }

  /**
   * Waits out a slow fault: true once `ms` have passed, false at once if the world is reset
   * meanwhile (the next browser test's fresh world), so that the call never reaches it.
   */
  wait(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const cut = () => {
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        this.waits.delete(cut);
        resolve(true);
      }, ms);
      this.waits.add(cut);
    });
  }

  /** How many calls are waiting out a slow fault now. */
  get waiting(): number {
    return this.waits.size;
  }

  /** Back to the fresh seed, the real clock, the starting token lifetimes and no faults. */
  reset(): void {
    // A call still waiting out a slow fault belongs to the world that is going: it ends now.
    for (const cut of this.waits) cut();
    this.waits.clear();
    this.clockAheadMs = 0;
    this.accessTokenTtlSeconds = this.options.accessTokenTtlSeconds ?? 300;
    this.refreshTokenTtlSeconds = this.options.refreshTokenTtlSeconds ?? REFRESH_TTL_SECONDS;
    this.faults = {};
    this.mailbox = [];
    this.incidentRequests = [];
    this.nextIncidentNumber = 250_001;
    for (const map of [
      this.secondFactorCodes,
      this.accessTokens,
      this.refreshTokens,
      this.activationTokens,
      this.resetTokens,
      this.providerCodes,
      this.providerTokens,
      this.alphas,
    ]) {
      map.clear();
    }
    this.seed();
  }

  private seed(): void {
    const now = this.now();
    this.nextAccountId = 1;
    this.accounts = [];
    const demo = this.createAccount({
      dni: DEMO_RESIDENT.dni,
      first_name: DEMO_RESIDENT.firstName,
      last_name: DEMO_RESIDENT.lastName,
      email: DEMO_RESIDENT.email,
      password: DEMO_RESIDENT.password,
      validated: true,
    });
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
    this.createAccount({
      dni: NEW_RESIDENT.dni,
      first_name: NEW_RESIDENT.firstName,
      last_name: NEW_RESIDENT.lastName,
      email: NEW_RESIDENT.email,
      password: NEW_RESIDENT.password,
      validated: true,
    });
    this.licences = new Map([[String(DEMO_RESIDENT.dni), seedLicence(now)]]);
    this.claims = new Map([[String(DEMO_RESIDENT.dni), seedClaims(now)]]);
    this.streets = seedStreets();
    this.locations = [...LOCATIONS];
  }

  private createAccount(data: {
    dni: number;
    first_name: string;
    last_name: string;
    email: string;
    password: string;
    validated: boolean;
  }): Account {
    const id = this.nextAccountId++;
    const account: Account = {
      id,
      ...data,
      kind_of_person: PERSONA_HUMANA,
      register_from: FROM_PORTAL,
      // Profile ids differ from user ids, as in the real service, so mixing them up shows.
      profile: emptyProfile(id + 100),
      failures: 0,
      lockedUntil: null,
    };
    this.accounts.push(account);
    return account;
  }

  // ---- lookups ----

  findAccount(username: string): Account | undefined {
    const value = username.trim();
    if (/^\d+$/.test(value)) return this.accounts.find((a) => a.dni === Number(value));
    const email = value.toLowerCase();
    return this.accounts.find((a) => a.email.toLowerCase() === email);
  }

  accountByDni(dni: number): Account | undefined {
    return this.accounts.find((a) => a.dni === dni);
  }

  private accountById(id: number): Account | undefined {
    return this.accounts.find((a) => a.id === id);
  }

  /** Removes and answers a single-use entry of `map` when it is still valid. */
  private consume<T extends Expiring>(map: Map<string, T>, key: string): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    map.delete(key);
    return entry.expiresAt > this.now() ? entry : undefined;
  }

  // ---- mail ----

  private sendMail(to: string, subject: string, text: string, extras: { code?: string; link?: string } = {}): void {
    const mail: Mail = { to, subject, text, ...extras, sentAt: new Date(this.now()).toISOString() };
    this.mailbox.push(mail);
    this.options.onMail?.(mail);
  }

  // ---- lock ----

  private lockAnswer(account: Account): Answer | null {
    if (account.lockedUntil === null) return null;
    const left = account.lockedUntil - this.now();
    if (left <= 0) {
      account.lockedUntil = null;
      account.failures = 0;
      return null;
    }
    return {
      status: 403,
      body: {
        detail: 'Tu cuenta está bloqueada por demasiados intentos fallidos. Esperá unos minutos y volvé a intentar.',
        retry_after: Math.ceil(left / 1000),
      },
    };
  }

  /** Counts a wrong password or code; the fifth in a row locks the account. */
  private failure(account: Account, answer: Answer): Answer {
    account.failures += 1;
    if (account.failures >= MAX_FAILURES) {
      account.failures = 0;
      account.lockedUntil = this.now() + LOCK_SECONDS * 1000;
      return this.lockAnswer(account) ?? answer;
    }
    return answer;
  }

  // ---- tokens ----

  private jwt(accountId: number, type: 'access' | 'refresh', expiresAt: number): string {
    const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64Url(
      JSON.stringify({
        token_type: type,
        user_id: accountId,
        exp: Math.floor(expiresAt / 1000),
        iat: Math.floor(this.now() / 1000),
        jti: randomString(16),
      }),
    );
    return `${header}.${payload}.${randomString(43, `${ALPHANUMERIC}-_`)}`;
  }

  private issueTokens(accountId: number): Answer {
    const now = this.now();
    const accessExpiresAt = now + this.accessTokenTtlSeconds * 1000;
    const refreshExpiresAt = now + this.refreshTokenTtlSeconds * 1000;
    const access = this.jwt(accountId, 'access', accessExpiresAt);
    const refresh = this.jwt(accountId, 'refresh', refreshExpiresAt);
    this.accessTokens.set(access, { accountId, expiresAt: accessExpiresAt });
    this.refreshTokens.set(refresh, { accountId, expiresAt: refreshExpiresAt });
    return { status: 200, body: { access, refresh } };
  }

  /** Issues a token pair directly (for stories and tests that start signed in). */
  signIn(dni: number): { access: string; refresh: string } {
    const account = this.accountByDni(dni);
    if (!account) throw new Error(`No account with DNI ${dni}`);
    return this.issueTokens(account.id).body as { access: string; refresh: string };
  }

  /** The account behind an `Authorization: Bearer …` header, or the 401 to answer. */
  authenticate(authorization: string | null): Account | Answer {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    const token = match?.[1];
    if (!token) return detail(401, NO_CREDENTIALS);
    const entry = this.accessTokens.get(token);
    if (!entry || entry.expiresAt <= this.now()) return detail(401, BAD_ACCESS);
    return this.accountById(entry.accountId) ?? detail(401, BAD_ACCESS);
  }

  // ---- auth: sign-in ----

  login(username: string, password: string): Answer {
    if (!username.trim() || !password) return detail(400, 'Ingresá tu DNI o e-mail y tu contraseña.');
    const account = this.findAccount(username);
    if (!account) return detail(400, WRONG_CREDENTIALS);
    const locked = this.lockAnswer(account);
    if (locked) return locked;
    if (account.password !== password) return this.failure(account, detail(400, WRONG_CREDENTIALS));
    if (!account.validated) {
      return detail(400, 'Tu cuenta todavía no fue validada. Revisá tu correo y seguí el enlace de activación.');
    }
    account.failures = 0;
    const code = randomString(4, '0123456789');
    this.secondFactorCodes.set(account.id, {
      accountId: account.id,
      code,
      used: false,
      expiresAt: this.now() + CODE_TTL_MS,
    });
    this.sendMail(
      account.email,
      'Tu código de acceso',
      `Hola ${account.first_name}: tu código para ingresar al portal es ${code}. Vence en 10 minutos y sirve una sola vez.`,
      { code },
    );
    return detail(200, 'Te enviamos un código de 4 dígitos a tu correo.');
  }

  secondFactor(username: string, code: string): Answer {
    const wrong: Answer = { status: 400, body: { detail: WRONG_CODE, pin_error: true } };
    const account = this.findAccount(username);
    if (!account) return wrong;
    const locked = this.lockAnswer(account);
    if (locked) return locked;
    const pending = this.secondFactorCodes.get(account.id);
    if (!pending || pending.used || pending.code !== code.trim()) return this.failure(account, wrong);
    if (pending.expiresAt <= this.now()) {
      return {
        status: 400,
        body: { detail: 'El código venció. Volvé a ingresar tu contraseña para recibir uno nuevo.', pin_error: true },
      };
    }
    pending.used = true;
    account.failures = 0;
    return this.issueTokens(account.id);
  }

  refresh(refresh: string): Answer {
    const entry = this.consume(this.refreshTokens, refresh);
    if (!entry) return detail(400, 'El token de actualización no es válido o expiró.');
    return this.issueTokens(entry.accountId);
  }

  newAlpha(account: Account): Answer {
    return { status: 200, body: { alpha: this.createAlpha(account.id) } };
  }

  private createAlpha(accountId: number): string {
    const alpha = randomString(32);
    this.alphas.set(alpha, { accountId, expiresAt: this.now() + ALPHA_TTL_MS });
    return alpha;
  }

  /** A hand-off service redeems an alpha once: the account it stands for. */
  redeemAlpha(alpha: string): Account | undefined {
    const entry = this.consume(this.alphas, alpha);
    return entry ? this.accountById(entry.accountId) : undefined;
  }

  // ---- auth: identity providers ----

  /** Who the provider pages sign in as: the demo resident. */
  providerAccount(): Account | undefined {
    return this.accountByDni(DEMO_RESIDENT.dni);
  }

  /** What the provider page's button carries back to the portal: a state and a single-use code. */
  startProviderLogin(provider: Provider): { state: string; code: string; account: Account } | undefined {
    const account = this.providerAccount();
    if (!account) return undefined;
    const state = randomString(24);
    const code = randomString(40);
    this.providerCodes.set(code, {
      provider,
      state,
      accountId: account.id,
      used: false,
      expiresAt: this.now() + PROVIDER_TTL_MS,
    });
    return { state, code, account };
  }

  providerReturn(provider: Provider, states: string[], codes: string[]): Answer {
    const invalid = detail(400, 'El código del proveedor no es válido o ya fue usado.');
    const [state] = states;
    const [code] = codes;
    if (states.length !== 1 || codes.length !== 1 || !state || !code) {
      return detail(400, 'Faltan los parámetros state y code, o están repetidos.');
    }
    const entry = this.providerCodes.get(code);
    if (!entry || entry.used || entry.provider !== provider || entry.state !== state) return invalid;
    entry.used = true;
    if (entry.expiresAt <= this.now()) return invalid;
    const token = randomString(40);
    this.providerTokens.set(token, { accountId: entry.accountId, expiresAt: this.now() + PROVIDER_TTL_MS });
    return { status: 200, body: { token, alpha: this.createAlpha(entry.accountId) } };
  }

  exchangeProviderToken(token: string): Answer {
    const entry = this.consume(this.providerTokens, token);
    if (!entry) return detail(400, 'El token del proveedor no es válido o ya fue usado.');
    return this.issueTokens(entry.accountId);
  }

  // ---- auth: registration and recovery ----

  checkUser(dni: string): Answer {
    if (!DNI_PATTERN.test(dni.trim())) return detail(400, 'El numero de documento no es valido');
    if (this.accountByDni(Number(dni))) return detail(400, 'El documento ya esta registrado, inicia sesion');
    return detail(200, 'El documento está disponible.');
  }

  register(fields: Record<string, string>): Answer {
    const firstName = (fields.first_name ?? '').trim();
    const lastName = (fields.last_name ?? '').trim();
    const dni = (fields.dni ?? '').trim();
    const email = (fields.email ?? '').trim();
    const password = fields.password ?? '';
    if (firstName.length < 3 || firstName.length > 50) {
      return detail(400, 'El nombre debe tener entre 3 y 50 caracteres');
    }
    if (!lastName) return detail(400, 'Debe ingresar un apellido');
    if (!DNI_PATTERN.test(dni)) return detail(400, 'El numero de documento no es valido');
    if (!EMAIL_PATTERN.test(email)) return detail(400, 'El email no es valido');
    if (password.length < 6 || password.length > 20) {
      return detail(400, 'La contraseña debe tener entre 6 y 20 caracteres');
    }
    if (this.accountByDni(Number(dni))) return detail(400, 'El documento ya esta registrado, inicia sesion');
    if (this.findAccount(email)) return detail(400, 'Ya existe una cuenta con ese email.');
    const account = this.createAccount({
      dni: Number(dni),
      first_name: firstName,
      last_name: lastName,
      email,
      password,
      validated: false,
    });
    this.sendActivation(account);
    return { status: 201, body: { id: account.id, detail: 'Usuario creado. Te enviamos un correo para activar tu cuenta.' } };
  }

  private sendActivation(account: Account): void {
    const token = randomString(40);
    this.activationTokens.set(token, { accountId: account.id, expiresAt: this.now() + ACTIVATION_TTL_MS });
    const link = `${this.portalOrigin}/activar?token=${token}`;
    this.sendMail(
      account.email,
      'Activá tu cuenta del portal',
      `Hola ${account.first_name}: para activar tu cuenta del Portal de Bahía Blanca seguí este enlace: ${link}`,
      { link },
    );
  }

  activate(token: string): Answer {
    const entry = this.consume(this.activationTokens, token);
    const account = entry && this.accountById(entry.accountId);
    if (!account) return detail(400, 'El enlace de activación no es válido o ya fue usado.');
    account.validated = true;
    return detail(200, 'Tu cuenta fue activada. Ya podés iniciar sesión.');
  }

  resendVerification(email: string): Answer {
    const account = this.findAccount(email);
    if (account && !account.validated && account.email.toLowerCase() === email.trim().toLowerCase()) {
      this.sendActivation(account);
    }
    return detail(200, 'Si el correo corresponde a una cuenta sin validar, te enviamos las instrucciones para validarla.');
  }

  passwordReset(email: string): Answer {
    const account = this.findAccount(email);
    if (account && account.email.toLowerCase() === email.trim().toLowerCase()) {
      const token = randomString(40);
      this.resetTokens.set(token, { accountId: account.id, expiresAt: this.now() + RESET_TTL_MS });
      const link = `${this.portalOrigin}/restablecer?token=${token}`;
      this.sendMail(
        account.email,
        'Restablecé tu contraseña',
        `Hola ${account.first_name}: para elegir una contraseña nueva seguí este enlace (vence en una hora): ${link}`,
        { link },
      );
    }
    return detail(200, 'Si el correo corresponde a una cuenta, te enviamos las instrucciones para recuperarla.');
  }

  passwordResetConfirm(token: string, password: string): Answer {
    const entry = this.resetTokens.get(token);
    const account = entry && entry.expiresAt > this.now() ? this.accountById(entry.accountId) : undefined;
    if (!account) return detail(400, 'El enlace para restablecer la contraseña no es válido o venció.');
    // A bad password leaves the link usable so the resident can try again.
    if (password.length < 6 || password.length > 20) {
      return detail(400, 'La contraseña debe tener entre 6 y 20 caracteres');
    }
    for (const [key, value] of this.resetTokens) {
      if (value.accountId === account.id) this.resetTokens.delete(key);
    }
    account.password = password;
    account.failures = 0;
    account.lockedUntil = null;
    return detail(200, 'Tu contraseña fue actualizada. Ya podés iniciar sesión.');
  }

  // ---- auth: profile ----

  userProfile(account: Account): UserProfile {
    return {
      id: account.id,
      dni: account.dni,
      first_name: account.first_name,
      last_name: account.last_name,
      email: account.email,
      kind_of_person: account.kind_of_person,
      register_from: account.register_from,
      profile: { ...account.profile },
    };
  }

  updateProfile(account: Account, profileId: number, fields: Record<string, string>): Answer {
    if (profileId !== account.profile.id) return detail(404, 'No encontrado.');
    const next: ProfileDetails = { ...account.profile };
    const text = ['town', 'postal_code', 'street', 'height', 'floor', 'apartment', 'phone_prefix', 'phone'] as const;
    for (const key of text) {
      const value = fields[key];
      if (value !== undefined) next[key] = isBlank(value) ? null : value.trim();
    }
    if (fields.gender !== undefined) {
      const gender = fields.gender;
      if (isBlank(gender)) next.gender = null;
      else if (gender === 'M' || gender === 'F' || gender === 'O') next.gender = gender satisfies Gender;
      else return fieldErrors('gender', `"${gender}" no es una elección válida.`);
    }
    if (fields.birth_date !== undefined) {
      const value = fields.birth_date;
      if (isBlank(value)) next.birth_date = null;
      else if (ISO_DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(value))) next.birth_date = value;
      else return fieldErrors('birth_date', 'La fecha tiene un formato incorrecto. Usá AAAA-MM-DD.');
    }
    for (const key of ['lat', 'long'] as const) {
      const value = fields[key];
      if (value === undefined) continue;
      if (isBlank(value)) {
        next[key] = null;
        continue;
      }
      const number = Number(value);
      if (!Number.isFinite(number)) return fieldErrors(key, 'Se requiere un número válido.');
      next[key] = number;
    }
    if (fields.viewed !== undefined) next.viewed = fields.viewed === 'true' || fields.viewed === '1';
    account.profile = next;
    return { status: 200, body: { ...next } };
  }

  updateUser(account: Account, userId: number, fields: Record<string, string>): Answer {
    if (userId !== account.id) return detail(404, 'No encontrado.');
    const errors: Record<string, string[]> = {};
    const email = fields.email?.trim();
    if (email !== undefined) {
      const owner = this.findAccount(email);
      if (!EMAIL_PATTERN.test(email) || (owner && owner.id !== account.id)) errors.email = ['El email no es valido'];
    }
    const dni = fields.dni?.trim();
    if (dni !== undefined) {
      const owner = DNI_PATTERN.test(dni) ? this.accountByDni(Number(dni)) : undefined;
      if (!DNI_PATTERN.test(dni) || (owner && owner.id !== account.id)) errors.dni = ['El DNI no es valido'];
    }
    for (const key of ['first_name', 'last_name'] as const) {
      const value = fields[key];
      if (value !== undefined && !value.trim()) errors[key] = ['Este campo no puede estar en blanco.'];
    }
    if (Object.keys(errors).length > 0) return { status: 400, body: errors };
    if (email !== undefined) account.email = email;
    if (dni !== undefined) account.dni = Number(dni);
    if (fields.first_name !== undefined) account.first_name = fields.first_name.trim();
    if (fields.last_name !== undefined) account.last_name = fields.last_name.trim();
    const { id, first_name, last_name, kind_of_person, register_from } = account;
    return {
      status: 200,
      body: { id, dni: account.dni, first_name, last_name, email: account.email, kind_of_person, register_from },
    };
  }

  // ---- municipal ----

  licence(dni: string): Answer {
    const licence = this.licences.get(dni.trim());
    if (!licence) return detail(404, 'No se encontró una licencia de conducir para el documento.');
    const answer: Licence = { ...licence, dias: daysUntil(this.now(), licence.fecha_vencimiento) };
    return { status: 200, body: answer };
  }

  claimsOf(dni: string): Answer {
    return { status: 200, body: (this.claims.get(dni.trim()) ?? []).map((claim) => ({ ...claim })) };
  }

  // ---- incidents ----

  submitIncident(fields: Record<string, string>): Answer {
    const required = [
      'nombre',
      'apellido',
      'correo',
      'tmovil',
      'titulo',
      'dni',
      'descripcion',
      'cp',
      'calle_id',
      'altura',
      'categoria_id',
      'subcategoria_id',
    ];
    for (const name of required) {
      if (!(fields[name] ?? '').trim()) return { status: 400, body: { message: `El campo ${name} es obligatorio.` } };
    }
    if (!EMAIL_PATTERN.test((fields.correo ?? '').trim())) {
      return { status: 400, body: { message: 'El campo correo debe ser una dirección de correo válida.' } };
    }
    for (const name of ['dni', 'tmovil', 'cp', 'calle_id', 'altura', 'categoria_id', 'subcategoria_id']) {
      if (!/^\d+$/.test((fields[name] ?? '').trim())) {
        return { status: 400, body: { message: `El campo ${name} debe ser numérico.` } };
      }
    }
    const nro_reclamo = this.nextIncidentNumber++;
    this.incidentRequests.push({ nro_reclamo, fields: { ...fields }, receivedAt: new Date(this.now()).toISOString() });
    return { status: 200, body: { nro_reclamo } };
  }

  // ---- geocoder ----

  /** Open-map style search: `street number, town, province, country`. */
  geocode(query: string): Answer {
    const [streetPart = '', townPart = ''] = query.split(',').map((part) => part.trim());
    const match = /^(.*?)\s+(\d+)\s*$/.exec(streetPart);
    const streetName = normalise(match?.[1] ?? streetPart);
    const houseNumber = match?.[2] ?? '';
    const town = normalise(townPart);
    if (!streetName) return { status: 200, body: [] };
    const candidates = this.streets.filter((s) => normalise(s.nombre) === streetName);
    const street =
      candidates.find((s) => normalise(s.localidad.nombre) === town) ?? (town ? undefined : candidates[0]);
    const locality = street && LOCALITIES.find((l) => l.id === street.localidad.id);
    if (!street || !locality) return { status: 200, body: [] };
    // Deterministic spread of a couple of kilometres around the locality's centre.
    const seed = (street.id * 7919) % 1000;
    const lat = locality.lat + ((seed % 40) - 20) / 1000 + (Number(houseNumber) || 0) / 1_000_000;
    const lon = locality.lon + (Math.floor(seed / 40) - 12) / 1000 + (Number(houseNumber) || 0) / 1_000_000;
    const road = street.nombre;
    return {
      status: 200,
      body: [
        {
          place_id: 100_000 + street.id,
          lat: lat.toFixed(7),
          lon: lon.toFixed(7),
          display_name: [houseNumber, road, locality.nombre, 'Partido de Bahía Blanca', 'Buenos Aires', locality.postcode, 'Argentina']
            .filter(Boolean)
            .join(', '),
          address: {
            ...(houseNumber ? { house_number: houseNumber } : {}),
            road,
            city: locality.nombre,
            state_district: 'Partido de Bahía Blanca',
            state: 'Buenos Aires',
            postcode: locality.postcode,
            country: 'Argentina',
            country_code: 'ar',
          },
        },
      ],
    };
  }
}

export function createFakeState(options: FakeStateOptions = {}): FakeState {
  return new FakeState(options);
}
