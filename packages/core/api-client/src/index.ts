// Public API of @wenlv/api-client (explicit names, no barrels). antd-mobile adapters live in
// "@wenlv/api-client/antd-feedback" so node tests never load antd-mobile.
export { api, kyBaseQuery, API_TAG_TYPES, FIRST_SCREEN_HYDRATE, type ApiTagType } from "./api";
export {
  configureApiClient,
  getApiClientConfig,
  resetApiClient,
  type ApiClientOptions,
  type ApiClientConfig,
  type ToastAdapter,
  type DialogAdapter,
  type AlertOptions,
} from "./config";
export type { ApiMode } from "./endpoint-modes";
export { endpointArgs, queryEndpoint, mutationEndpoint, infiniteEndpoint, type ApiBuilder } from "./endpoints";
export { nextPageOf, pagedList, type InfiniteQueryLike, type PagedListProps } from "./paged-list";
export {
  interpretResponse,
  TOAST_DURATION_MS,
  NETWORK_BUSY_STATUSES,
  ID_NUMBER_WRONG_MESSAGES,
  NO_ENVELOPE_CODE,
  type ApiDecision,
  type ResponseInput,
  type ToastRequest,
} from "./interpret-response";
export { runDecision, isLoginDialogOpen, resetLoginDialog } from "./feedback";
export { toFormBody, type FormValue } from "./form-body";
export { send, http, type ApiArgs, type RawAnswer } from "./http";
export { requestApi, apiErrorMessage, type ApiError, type ApiResult } from "./request";
export {
  sessionSlice,
  loggedIn,
  loggedOut,
  userRefreshed,
  selectToken,
  selectUser,
  selectSigningKey,
  selectIsLoggedIn,
  loadSessionState,
  saveSessionState,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  PROFILE_STORAGE_KEY,
  type SessionState,
  type SessionUser,
  type LoggedInPayload,
} from "./session-slice";
export {
  sharedSlice,
  redirectUrlSet,
  selectRedirectUrl,
  loadSharedState,
  saveSharedState,
  SHARED_STORAGE_KEY,
  type SharedState,
} from "./shared-slice";
export { signOrderData, type SignedOrder, type SignOptions } from "./sign-order";
export { signText } from "./sign-text";
export { apiText, apiClientZhCN, apiClientEn } from "./strings";
