import { createAuthStrategy, type PenAuth } from './auth.js';
import { PenApiError } from './errors.js';
import { trimSlashes } from './url.js';
import { createClient, type Client } from './generated/client/index.js';
import * as services from './generated/sdk.gen.js';
import { notificationStream, type NotificationStreamOptions, type NotificationEvent } from './stream.js';

export interface PenClientOptions {
  /** Origin of the API, e.g. `https://pen.example` ('' for the page's own origin in a browser). */
  baseUrl: string;
  auth?: PenAuth;
  /** Used for every request: the API calls, token refreshes and the notification stream. */
  fetch?: typeof fetch;
  /** Headers sent with every request (e.g. a User-Agent naming your bot). */
  headers?: Record<string, string>;
}

/** A generated service class seen through one client: the same methods, without the class. */
export type Bound<S> = { [K in Exclude<keyof S, 'prototype'>]: S[K] };

const bind = <S extends object>(service: S, client: Client): Bound<S> => {
  const bound: Record<string, unknown> = {};
  for (const name of Object.getOwnPropertyNames(service)) {
    const method = (service as Record<string, unknown>)[name];
    if (typeof method !== 'function' || name === 'prototype') continue;
    bound[name] = (options?: object) => (method as (o: object) => unknown).call(service, { ...options, client });
  }
  return bound as Bound<S>;
};

type Services = typeof services;
type ServiceName = { [K in keyof Services]: K extends `${string}Service` ? K : never }[keyof Services];
/** One property per API tag: `PostsService` → `posts` (the `noti` tag is `notifications`, with the stream). */
export type TagServices = {
  [K in ServiceName as K extends `${infer Tag}Service` ? (Tag extends 'Noti' ? never : Uncapitalize<Tag>) : never]: Bound<Services[K]>;
};

/** Every generated service class bound to the client, so a tag added to the API appears by itself. */
function bindAll(client: Client): TagServices {
  const all: Record<string, unknown> = {};
  for (const [name, service] of Object.entries(services)) {
    if (!name.endsWith('Service') || name === 'NotiService' || typeof service !== 'function') continue;
    const tag = name.slice(0, -'Service'.length);
    all[tag.charAt(0).toLowerCase() + tag.slice(1)] = bind(service, client);
  }
  return all as TagServices;
}

/** Synthetic answer for a call that needs credentials none of which can be had. */
const unauthorized = () =>
  new Response(JSON.stringify({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });

export type PenClient = ReturnType<typeof createPenClient>;

/**
 * One Pen API client: its own base URL, credentials and fetch. Any number can live in one
 * process (a bot acting for several members, a server for several OAuth users); nothing is
 * global. Calls resolve to the answer's data and throw `PenApiError` for any non-2xx answer.
 *
 *   const pen = createPenClient({ baseUrl: 'https://pen.example', auth: { apiKey } });
 *   const { posts } = await pen.posts.getFeed({ query: { limit: 20 } });
 */
export function createPenClient(options: PenClientOptions) {
  const baseUrl = trimSlashes(options.baseUrl);
  const userFetch = options.fetch;
  // Every request leaves through here (calls, refreshes, the stream): the caller's headers, then
  // fetch called as a plain function (a browser's fetch refuses to run with another `this`).
  const rawFetch = (request: Request): Promise<Response> => {
    for (const [k, v] of Object.entries(options.headers ?? {})) if (!request.headers.has(k)) request.headers.set(k, v);
    return userFetch ? userFetch(request) : globalThis.fetch(request);
  };
  const auth = createAuthStrategy(options.auth, baseUrl, rawFetch);

  /**
   * Sends one request with the auth mode's credentials. An operation that needs authentication
   * is retried once after a 401 when the auth mode could renew its credentials.
   */
  const authorizedFetch = async (request: Request, secured: boolean): Promise<Response> => {
    const retry = secured ? request.clone() : undefined;
    const withHeaders = async (req: Request): Promise<Request | null> => {
      const headers = await auth.headers(secured);
      if (!headers) return null;
      const next = new Request(req, auth.credentials ? { credentials: auth.credentials } : {});
      for (const [k, v] of Object.entries(headers)) next.headers.set(k, v);
      return next;
    };
    const first = await withHeaders(request);
    if (!first) return unauthorized();
    const response = await rawFetch(first);
    if (response.status !== 401 || !retry || !(await auth.renew())) return response;
    const second = await withHeaders(retry);
    return second ? rawFetch(second) : response;
  };

  // The generated operations carry their security requirements. Those the refresh cookie alone
  // satisfies (refresh, sign-out) go as they are, like public ones; any other scheme (bearer
  // token, API key, OAuth) means the call needs this client's credentials.
  const secured = new WeakSet<Request>();
  const client = createClient({
    baseUrl,
    throwOnError: true,
    fetch: ((request: Request) => authorizedFetch(request, secured.has(request))) as typeof fetch,
  });
  client.interceptors.request.use((request, opts) => {
    if (opts.security?.some((scheme) => scheme.in !== 'cookie')) secured.add(request);
    return request;
  });
  client.interceptors.error.use(async (error, response, request) => {
    if (!response) return error; // no answer at all (network, abort): the original error
    return new PenApiError({
      status: response.status,
      body: error,
      retryAfter: response.headers.get('retry-after'),
      url: request ? new URL(request.url).pathname : '',
      method: request?.method ?? '',
    });
  });

  const noti = bind(services.NotiService, client);
  return {
    /** The underlying generated client (for `PostsService.createPost({ client, ... })`). */
    client,
    /** fetch with this client's credentials and refresh, for endpoints the SDK does not wrap. */
    fetch: (request: Request, opts: { authenticated?: boolean } = {}) => authorizedFetch(request, opts.authenticated ?? true),
    baseUrl,
    /**
     * Gets fresh credentials now (OAuth: the refresh token; tokenStore: the refresh cookie,
     * clearing the store when it gives none); true when it did.
     */
    renewCredentials: () => (auth.refresh ? auth.refresh() : auth.renew()),
    ...bindAll(client),
    notifications: {
      ...noti,
      /** Live notifications as an async iterator; reconnects with back-off until you break or abort. */
      stream: (opts: NotificationStreamOptions = {}): AsyncGenerator<NotificationEvent> =>
        notificationStream(
          { ticket: async (signal) => (await noti.streamTicket({ signal })).ticket, fetch: (r) => authorizedFetch(r, false), baseUrl },
          opts,
        ),
    },
  };
}
