import { combineSlices, configureStore, createListenerMiddleware } from "@reduxjs/toolkit";
import {
  api,
  loggedOut,
  saveSessionState,
  saveSharedState,
  sessionSlice,
  sharedSlice,
  type SessionState,
  type SharedState,
} from "@wenlv/api-client";
import { useDispatch, useSelector } from "react-redux";

/**
 * Slices features inject later with `rootReducer.inject(slice)`. Declared as an interface because
 * features extend it by declaration merging (a `type` cannot be merged), e.g.
 * `declare module "@wenlv/app-kit" { interface LazyLoadedSlices extends WithSlice<typeof ordersSlice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The app's root reducer: the one RTK Query api, the session and the shared slice, open to lazily
 * injected feature slices (RTK "code splitting": `combineSlices(...).withLazyLoadedSlices()`).
 */
export const rootReducer = combineSlices(api, sessionSlice, sharedSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** The whole state, lazily injected slices included as optional. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * Creates the one store of the app (Redux style guide): the root reducer, RTK Query's middleware,
 * and a listener that drops all cached API data on logout. The session is written to localStorage
 * and the shared state to sessionStorage whenever they change.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: loggedOut,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
  let lastSession: SessionState | undefined;
  let lastShared: SharedState | undefined;
  const persist = () => {
    const { session, shared } = store.getState();
    if (session !== lastSession) saveSessionState(session);
    if (shared !== lastShared) saveSharedState(shared);
    lastSession = session;
    lastShared = shared;
  };
  persist();
  store.subscribe(persist);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore["dispatch"];

/** `useDispatch` typed for the app store (thunks and RTK Query included). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the app state. */
export const useAppSelector = useSelector.withTypes<RootState>();
