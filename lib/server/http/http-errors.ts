import 'server-only';
import { DomainError } from '@/lib/server/infra/errors';

// Errors only the HTTP layer raises (the body could not be read as asked); respond.ts maps them
// with the domain errors.

export class MalformedBodyError extends DomainError {
  constructor(message = 'The request body is not valid JSON.') {
    super(message, 400);
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(contentType: string | null, expected: string) {
    super(
      contentType
        ? `Unsupported media type "${contentType.split(';')[0]?.trim().slice(0, 100)}" in request. Send ${expected}.`
        : `The request needs a body of type ${expected}.`,
      415,
    );
  }
}

export class MethodNotAllowedError extends DomainError {
  constructor(
    method: string,
    readonly allow: string[],
  ) {
    super(`Method "${method.slice(0, 20)}" not allowed.`, 405);
  }
}

/**
 * The client went away while its body was being read (a dropped connection, a cancelled
 * upload). Its own error: the stream's ECONNRESET would otherwise look like a lost database
 * connection (db.ts isConnectionError) and be logged and answered as an outage.
 */
export class ClientAbortError extends DomainError {
  constructor() {
    super('The request body was not received completely.', 400);
  }
}
