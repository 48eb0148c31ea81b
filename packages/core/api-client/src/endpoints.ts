import type {
  EndpointBuilder,
  InfiniteQueryDefinition,
  MutationDefinition,
  QueryDefinition,
} from "@reduxjs/toolkit/query";
import type { AnyEndpoint, EndpointInput, EndpointResult } from "@wenlv/contract/endpoint";
import type { kyBaseQuery, ApiTagType } from "./api";
import type { FormValue } from "./form-body";
import type { ApiArgs } from "./http";

type BaseQuery = typeof kyBaseQuery;
/** The `build` argument of `api.injectEndpoints({ endpoints: (build) => ... })`. */
export type ApiBuilder = EndpointBuilder<BaseQuery, ApiTagType, "api">;

/**
 * The request of one call to a table entry: its path, method and answer mode, and the body.
 * A cacheable read (contract `cacheable`) goes without the token, so browsers and a CDN share it.
 * @example requestApi(endpointArgs(getMyInfo, {}))
 */
export function endpointArgs<E extends AnyEndpoint>(endpoint: E, body: EndpointInput<E>): ApiArgs {
  return {
    url: endpoint.path,
    method: endpoint.method,
    mode: endpoint.mode === "redirect" ? "envelope" : endpoint.mode,
    body: body as Record<string, FormValue>,
    ...(endpoint.cacheable ? { withToken: false } : {}),
  };
}

type QueryOptions<E extends AnyEndpoint, Arg> = Omit<
  QueryDefinition<Arg, BaseQuery, ApiTagType, EndpointResult<E>, "api">,
  "type" | "query" | "queryFn"
> & {
  /** Maps the hook's argument to the endpoint's fields (default: the argument is the body). */
  body?: (arg: Arg) => EndpointInput<E>;
};

type MutationOptions<E extends AnyEndpoint, Arg> = Omit<
  MutationDefinition<Arg, BaseQuery, ApiTagType, EndpointResult<E>, "api">,
  "type" | "query" | "queryFn"
> & {
  body?: (arg: Arg) => EndpointInput<E>;
};

type InfiniteOptions<E extends AnyEndpoint, Arg, PageParam> = Omit<
  InfiniteQueryDefinition<Arg, PageParam, BaseQuery, ApiTagType, EndpointResult<E>, "api">,
  "type" | "query" | "queryFn"
> & {
  /** The fields of one page from the hook's argument and the page parameter. */
  body: (arg: Arg, pageParam: PageParam) => EndpointInput<E>;
};

/**
 * An RTK Query query built from a table entry: typed by the entry's request (`z.input`) and
 * response (`z.output`) schemas, with the feature's tags beside it.
 * @example ticketStock: queryEndpoint(build, scenicStock, { providesTags: (_r, _e, arg) => [...] })
 */
export function queryEndpoint<E extends AnyEndpoint, Arg = EndpointInput<E>>(build: ApiBuilder, endpoint: E, options: QueryOptions<E, Arg> = {}) {
  const { body, ...rest } = options;
  return build.query<EndpointResult<E>, Arg>({
    ...rest,
    query: (arg) => endpointArgs(endpoint, body ? body(arg) : (arg as EndpointInput<E>)),
  });
}

/** An RTK Query mutation built from a table entry (see {@link queryEndpoint}). */
export function mutationEndpoint<E extends AnyEndpoint, Arg = EndpointInput<E>>(build: ApiBuilder, endpoint: E, options: MutationOptions<E, Arg> = {}) {
  const { body, ...rest } = options;
  return build.mutation<EndpointResult<E>, Arg>({
    ...rest,
    query: (arg) => endpointArgs(endpoint, body ? body(arg) : (arg as EndpointInput<E>)),
  });
}

/** An RTK Query infinite query (a paged list) built from a table entry (see {@link queryEndpoint}). */
export function infiniteEndpoint<E extends AnyEndpoint, Arg, PageParam>(build: ApiBuilder, endpoint: E, options: InfiniteOptions<E, Arg, PageParam>) {
  const { body, ...rest } = options;
  return build.infiniteQuery<EndpointResult<E>, Arg, PageParam>({
    ...rest,
    query: ({ queryArg, pageParam }: { queryArg: Arg; pageParam: PageParam }) => endpointArgs(endpoint, body(queryArg, pageParam)),
  });
}
