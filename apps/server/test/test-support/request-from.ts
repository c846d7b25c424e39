import http from 'node:http';

export interface SentFrom {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP request from a chosen local address. All of 127.0.0.0/8 is this machine's loopback, so
 * a test can play a visitor at 127.0.0.2 and a proxy at 127.0.0.3 with real sockets.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<SentFrom> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}
