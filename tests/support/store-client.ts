// The JSON calls of a running store at a base URL: the in-process test server and a store spawned in
// another process (spawn-store.ts) are driven the same way.

export interface StoreClient {
  /** POST a JSON body (or a raw string) to /api/{path}; answers status and parsed JSON. */
  post<T = any>(
    apiPath: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Headers }>;
  get<T = any>(
    urlPath: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Headers }>;
}

async function read(res: Response) {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as any, headers: res.headers };
}

export function storeClient(baseUrl: string): StoreClient {
  return {
    post: async (apiPath, body, headers = {}) =>
      read(
        await fetch(`${baseUrl}/api/${apiPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    get: async (urlPath, headers = {}) => read(await fetch(`${baseUrl}${urlPath}`, { headers })),
  };
}
