import http from 'node:http';

/** A request through nginx from one client address of this machine (all of 127/8 is loopback). */
export function fromClient(
  base: string,
  client: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; remaining: number }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        localAddress: client,
        headers: payload ? { 'content-type': 'application/json', ...headers } : headers,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode!, remaining: Number(response.headers['x-ratelimit-remaining']) }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
