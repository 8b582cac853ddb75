import http from 'node:http';

export interface AddressAnswer {
  status: number;
  retryAfter: number;
  body: any;
}

/**
 * A JSON client that connects from another loopback address (all of 127.0.0.0/8 is this machine), so
 * the server sees a different client without trusting any proxy header: an attacker's many addresses.
 */
export function fromAddress(baseUrl: string, localAddress: string) {
  const { hostname, port } = new URL(baseUrl);
  const call = (method: string, path: string, body: unknown) =>
    new Promise<AddressAnswer>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        {
          host: hostname,
          port,
          path: `/api${path}`,
          method,
          localAddress,
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({
              status: response.statusCode ?? 0,
              retryAfter: Number(response.headers['retry-after'] ?? 0),
              body: text ? JSON.parse(text) : undefined,
            });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return {
    post: (path: string, body: unknown) => call('POST', path, body),
  };
}

/** The n-th of many distinct client addresses (127.0.1.1, 127.0.1.2 …). */
export const address = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
