import { messages, OUTPUT_SUCCESS } from '@ddp/contract';
import { language } from './locale';

/** A failed call: the server's message when it gave one, else the spec's 'Internal Server Error'. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringRecord = (value: unknown): Record<string, string> | undefined => {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

/** Success is `output === 'success'` (spec section 7); citydata answers with `result` instead. */
export type SuccessTest = (body: JsonObject) => boolean;
export const outputIsSuccess: SuccessTest = (body) => body.output === OUTPUT_SUCCESS;
export const resultIsSuccess: SuccessTest = (body) => body.result === OUTPUT_SUCCESS;

export async function sendJson<T>(url: string, init: RequestInit, isSuccess = outputIsSuccess): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: {
        accept: 'application/json',
        // The server answers in the language on screen, chosen in this browser or not (docs/web.md).
        'accept-language': language(),
        ...init.headers,
      },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(messages.internalError, 0);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(messages.internalError, response.status);
  }
  if (!isObject(body)) throw new ApiError(messages.internalError, response.status);
  if (response.ok && isSuccess(body)) return body as T;
  const message =
    typeof body.message === 'string' && body.message !== '' ? body.message : messages.internalError;
  const code = typeof body.code === 'string' ? body.code : undefined;
  throw new ApiError(message, response.status, code, stringRecord(body.errors));
}
