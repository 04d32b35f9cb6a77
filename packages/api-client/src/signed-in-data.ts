// The signed-in resident's profile (userprofile/) as the router holds it: the signed-in layout's
// route loads it when it matches (docs/product.md#signed-in-shell), every screen below reads it
// from there, and the loaders below that need the resident's DNI (the licence, the claims) get it
// here without waiting for anything else. The router drops it with the layout's route, when the
// session ends and the resident leaves the signed-in area.
import { createContext as createReactContext, useContext } from 'react';
import {
  createContext,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  RouterContextProvider,
  type RouterState,
  type ShouldRevalidateFunctionArgs,
  useRevalidator,
  useRouteLoaderData,
} from 'react-router';
import { getUserProfile } from './calls';
import { deferred, settledLoad } from './load';
import { readSessionStart } from './storage';
import type { UserProfile } from './types';

/** The signed-in layout's route id: its data is the resident's profile. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/** What the signed-in layout's route holds. */
export interface SignedInData {
  /** userprofile/, under way or answered: the layout shows the screens once it has arrived. */
  profile: Promise<UserProfile>;
  /** The session it was loaded for (when it began): the layout never shows another session's. */
  session: number | null;
}

/** The profile request of one navigation: made at most once, by whichever loader asks first. */
const profileRequest = createContext<() => Promise<UserProfile>>();

/** What the router holds, by route id; nothing unless the router was made with `signedInRouterContext`. */
const heldData = createContext<(routeId: string) => unknown>(() => undefined);

/**
 * The context of each navigation, for the router's `getContext`: lets the loaders below the signed-in
 * layout read the profile the router already holds (a click from the desktop to the claims needs
 * the DNI, not a second userprofile/). `router` is read when a loader asks, so it may be the router
 * being made: `getContext: () => signedInRouterContext(() => router)`.
 */
export function signedInRouterContext(router: () => { state: Pick<RouterState, 'loaderData'> } | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(heldData, (routeId) => router()?.state.loaderData[routeId]);
  return context;
}

/** The middleware sharing one profile request between the loaders of a navigation. */
function provideProfileRequest(load: () => Promise<UserProfile>): MiddlewareFunction {
  return ({ context }) => {
    let request: Promise<UserProfile> | undefined;
    context.set(profileRequest, () => {
      request ??= load();
      return request;
    });
  };
}

/** The layout's loader: userprofile/ begun, not awaited, so the shell shows while it arrives. */
function signedInLoader({ context }: LoaderFunctionArgs): SignedInData {
  return { profile: deferred(context.get(profileRequest)()), session: readSessionStart() };
}

/**
 * The signed-in layout's route data, with the profile from `load` (the tests' and stories'
 * harness hands in its own).
 */
export function signedInRouteWith(load: () => Promise<UserProfile>) {
  return {
    id: SIGNED_IN_ROUTE_ID,
    middleware: [provideProfileRequest(load)],
    loader: signedInLoader,
    // A click between signed-in screens, or a screen's query changing (a filter, an open claim),
    // keeps the profile; a retry, a save (an action) or the same address again load it anew.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
      currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate,
  };
}

/**
 * The layout's route data, for the shell to spread on its route (the component and the error
 * element are the shell's): its id, the loader, and the middleware sharing one userprofile/
 * between the layout's loader and the loaders below it.
 */
export const signedInRoute = signedInRouteWith(getUserProfile);

/**
 * For the loaders below the signed-in layout: the resident's profile (its DNI, its level), the one
 * the router holds for this session, or else the one the layout's loader is asking for in this
 * same navigation. A failed one is asked for again, with the layout's retry.
 */
export function residentProfile(context: Readonly<RouterContextProvider>): Promise<UserProfile> {
  const ask = context.get(profileRequest);
  const held = context.get(heldData)(SIGNED_IN_ROUTE_ID) as SignedInData | undefined;
  return held && held.session === readSessionStart() ? held.profile.catch(ask) : ask();
}

/**
 * Whether the router already holds the arrived profile of this session: a click inside the
 * signed-in area, rather than the resident entering it.
 */
export function holdsResidentProfile(context: Readonly<RouterContextProvider>): boolean {
  const held = context.get(heldData)(SIGNED_IN_ROUTE_ID) as SignedInData | undefined;
  return held !== undefined && held.session === readSessionStart() && settledLoad(held.profile).status === 'success';
}

/** The layout's data, for the layout itself: undefined outside it. */
export function useSignedInData(): SignedInData | undefined {
  return useRouteLoaderData(SIGNED_IN_ROUTE_ID) as SignedInData | undefined;
}

/** The profile the signed-in layout has received, for the screens it shows. */
const ArrivedProfile = createReactContext<UserProfile | null>(null);

/** Set by the signed-in layout around its screens once the profile has arrived. */
export const SignedInProfileProvider = ArrivedProfile.Provider;

export interface SignedInProfile {
  profile: UserProfile;
  /** Loads the profile again (and the data of the screen shown; the router revalidates): after a save. */
  reload: () => Promise<void>;
}

/**
 * For the screens inside the signed-in layout, which shows them only once the profile has
 * arrived: the profile. A screen rendered outside the layout throws, as it has nothing to show.
 */
export function useSignedInProfile(): SignedInProfile {
  const profile = useContext(ArrivedProfile);
  const { revalidate } = useRevalidator();
  if (!profile) {
    throw new Error("useSignedInProfile: the resident's profile is the signed-in layout's; render the screen inside it");
  }
  return { profile, reload: revalidate };
}
