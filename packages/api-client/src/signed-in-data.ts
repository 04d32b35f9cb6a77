// The signed-in resident's data as the router reads it: the signed-in layout's route loads the
// resident's profile (userprofile/) when it matches (docs/product.md#signed-in-shell), the screens
// below read it from that route's data (`useRouteLoaderData('signed-in')`), and the loaders below
// (the licence, the claims) read what they need through the router's context, never through the
// router itself. What was read stays fresh for a short, named while (`RESIDENT_DATA_FRESH_MS`) in
// `ResidentReads`, a small cache the router's context carries: a click between signed-in screens
// shows what the area already read, with nothing to wait for. Its reasons are in the README.
import {
  createContext,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  RouterContextProvider,
  type ShouldRevalidateFunctionArgs,
  useRevalidator,
  useRouteLoaderData,
} from 'react-router';
import { getUserProfile } from './calls';
import { type Reading, settle, useReading } from './load';
import { sessionStore } from './session-store';
import { readSessionStart, readTokens } from './storage';
import { accessTokenDni, accessTokenLevel } from './token-claims';
import type { UserProfile } from './types';

/** The signed-in layout's route id: its data is the resident's profile. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/**
 * How long an answer read for the signed-in area is shown again without asking (a click to
 * another screen and back): long enough for a visit's clicks, short enough that a resident who
 * stays sees a claim's new state within a minute of moving on.
 */
export const RESIDENT_DATA_FRESH_MS = 60_000;

/** What the signed-in layout's route holds. */
export interface SignedInData {
  /** userprofile/'s answer or failure: in hand when it was held, else on its way (the layout shows the screens once it has arrived). */
  profile: Reading<UserProfile>;
  /** The session it was loaded for (when it began): the layout never shows another session's. */
  session: number | null;
}

/**
 * The answers the signed-in area has read, by part ('profile', a screen's 'licencia'…), for one
 * session at one level: an answer is shown again while fresh; a request under way is shared by
 * every loader that asks meanwhile (the layout's and a screen's, in one navigation); a failure is
 * never kept.
 */
export interface ResidentReads {
  /** The part's fresh answer in hand, or the request under way, or a new one made by `load`. */
  read<T>(part: string, load: () => Promise<T>): T | Promise<T>;
  /** Whether a fresh answer for the part is in hand. */
  holds(part: string): boolean;
  /** Forgets one part (a retry of it), or everything (an action, a sign-out). */
  drop(part?: string): void;
}

interface Entry {
  /** The session and level it was read for. */
  key: string;
  request: Promise<unknown>;
  answer?: { value: unknown; at: number };
}

/** The session and the level the answers belong to: another sign-in, or a verification (a new level), reads anew. */
function sessionKey(): string {
  const { access } = readTokens();
  return `${readSessionStart()}:${access ? accessTokenLevel(access) : null}`;
}

/** A new, empty `ResidentReads`. `now` is the clock its freshness is measured on. */
export function createResidentReads(now: () => number = Date.now): ResidentReads {
  const entries = new Map<string, Entry>();
  const current = (part: string): Entry | undefined => {
    const entry = entries.get(part);
    if (!entry) return undefined;
    if (entry.key !== sessionKey()) {
      entries.clear();
      return undefined;
    }
    if (entry.answer && now() - entry.answer.at >= RESIDENT_DATA_FRESH_MS) {
      entries.delete(part);
      return undefined;
    }
    return entry;
  };
  return {
    read<T>(part: string, load: () => Promise<T>): T | Promise<T> {
      const held = current(part);
      if (held) return (held.answer ? held.answer.value : held.request) as T | Promise<T>;
      const entry: Entry = { key: sessionKey(), request: load() };
      entries.set(part, entry);
      entry.request.then(
        (value) => {
          entry.answer = { value, at: now() };
        },
        () => {
          if (entries.get(part) === entry) entries.delete(part);
        },
      );
      return entry.request as Promise<T>;
    },
    holds: (part) => current(part)?.answer !== undefined,
    drop: (part) => {
      if (part === undefined) entries.clear();
      else entries.delete(part);
    },
  };
}

const residentReads = createContext<ResidentReads | null>(null);

/**
 * The router's `getContext` for the portal's router (main.tsx): every navigation's context carries
 * the one `ResidentReads` of this router, dropped when the session ends in any tab (the session
 * store follows the others through `storage` events).
 */
export function signedInContext(): () => RouterContextProvider {
  const reads = createResidentReads();
  sessionStore.subscribe((state, before) => {
    if (!state.signedIn || state.startedAt !== before.startedAt) reads.drop();
  });
  return () => {
    const context = new RouterContextProvider();
    context.set(residentReads, reads);
    return context;
  };
}

/** How the profile is asked for: userprofile/, or a test's or story's own. */
const profileLoad = createContext<() => Promise<UserProfile>>(getUserProfile);

/**
 * The signed-in layout's middleware: the profile's load for the loaders below, the reads of this
 * navigation when the router keeps none (a package's tests: one userprofile/ per navigation), and
 * after any action (a save) everything read is dropped, so the screens show what was saved.
 */
function signedInMiddleware(load: () => Promise<UserProfile>): MiddlewareFunction {
  return async ({ request, context }, next) => {
    context.set(profileLoad, load);
    if (!context.get(residentReads)) context.set(residentReads, createResidentReads());
    const result = await next();
    if (request.method !== 'GET') context.get(residentReads)?.drop();
    return result;
  };
}

/** The reads of the navigation's context (the signed-in layout's middleware makes sure there are some). */
export function readsOf(context: Readonly<RouterContextProvider>): ResidentReads {
  const reads = context.get(residentReads);
  if (!reads) throw new Error('readsOf: only the loaders and actions below the signed-in layout read the resident’s data');
  return reads;
}

/** The layout's loader: the profile in hand when held, else begun and not awaited, so the shell shows while it arrives. */
function signedInLoader({ context }: LoaderFunctionArgs): SignedInData {
  return { profile: settle(readsOf(context).read('profile', context.get(profileLoad))), session: readSessionStart() };
}

/**
 * The signed-in layout's route data, with the profile from `load` (the tests' and stories'
 * harness hands in its own).
 */
export function signedInRouteWith(load: () => Promise<UserProfile>) {
  return {
    id: SIGNED_IN_ROUTE_ID,
    middleware: [signedInMiddleware(load)],
    loader: signedInLoader,
    // A screen's query changing (a filter, an open claim) keeps the profile; any other navigation
    // runs the loader, which answers from the reads while they are fresh.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
      currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate,
  };
}

/**
 * The layout's route data, for the shell to spread on its route (the component and the error
 * element are the shell's): its id, the loader, and the middleware giving the loaders below the
 * reads and the profile's load.
 */
export const signedInRoute = signedInRouteWith(getUserProfile);

/**
 * For the loaders and actions below the signed-in layout: the resident's profile (its DNI, its
 * level), the one read for this session while fresh, or else the one the layout's loader is asking
 * for in this same navigation. A failed one is asked for again.
 */
export async function residentProfile(context: Readonly<RouterContextProvider>): Promise<UserProfile> {
  return readsOf(context).read('profile', context.get(profileLoad));
}

/**
 * Whether a fresh profile of this session is in hand: a click inside the signed-in area, rather
 * than the resident entering it.
 */
export function holdsResidentProfile(context: Readonly<RouterContextProvider>): boolean {
  return readsOf(context).holds('profile');
}

/**
 * What the access token says of its resident, before userprofile/ answers: the sign-in's level
 * (R11) and, when the service puts it there, the DNI. Null for what it does not say.
 */
export function tokenResident(): { dni: number | null; level: 1 | 2 | null } {
  const { access } = readTokens();
  return { dni: access ? accessTokenDni(access) : null, level: access ? accessTokenLevel(access) : null };
}

/** The layout's data, for the layout itself: undefined outside it. */
export function useSignedInData(): SignedInData | undefined {
  return useRouteLoaderData(SIGNED_IN_ROUTE_ID) as SignedInData | undefined;
}

export interface SignedInProfile {
  profile: UserProfile;
  /** Loads the profile again (and the data of the screen shown; the router revalidates). */
  reload: () => Promise<void>;
}

/**
 * For the screens inside the signed-in layout, which shows them only once the profile has
 * arrived: the profile, from the layout's route data. A screen rendered outside the layout throws,
 * as it has nothing to show.
 */
export function useSignedInProfile(): SignedInProfile {
  const data = useSignedInData();
  const { revalidate } = useRevalidator();
  if (!data) {
    throw new Error("useSignedInProfile: the resident's profile is the signed-in layout's; render the screen inside it");
  }
  // The layout has already waited for it (React's `use`), so this never suspends.
  const outcome = useReading(data.profile);
  if ('failure' in outcome) throw new Error('useSignedInProfile: the layout shows no screen without the profile');
  return { profile: outcome.data, reload: revalidate };
}
