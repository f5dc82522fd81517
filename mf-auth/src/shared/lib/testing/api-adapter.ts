import { http } from '@store/api-client';
import { dirname } from 'node:path';

interface FakeAxiosErrorClass {
  new (message: string, code: string, config: unknown, request: unknown, response: unknown): Error;
}

// The API client's own axios (the copy jest resolves for it), so that its errors are the client's AxiosError.
const axiosPath = require.resolve('axios', { paths: [dirname(require.resolve('@store/api-client/package.json'))] });
const { AxiosError } = jest.requireActual<{ AxiosError: FakeAxiosErrorClass }>(axiosPath);

export interface FakeRequest {
  method: string;
  url: string;
  authorization: string | null;
}

type Reply = { status: number; data: unknown };

/**
 * Answers the shared API client's requests in the test instead of the network: `reply` gets each
 * request and returns a status and a body; statuses of 400 and above fail as axios fails them.
 */
export function fakeApi(reply: (request: FakeRequest) => Reply | Promise<Reply>): { requests: FakeRequest[]; restore: () => void } {
  const requests: FakeRequest[] = [];
  const previous = http.defaults.adapter;
  http.defaults.adapter = async (config) => {
    const header = config.headers?.Authorization ?? config.headers?.get?.('Authorization');
    const request = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: typeof header === 'string' ? header : null,
    };
    requests.push(request);
    const { status, data } = await reply(request);
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  return {
    requests,
    restore: () => {
      http.defaults.adapter = previous;
    },
  };
}
