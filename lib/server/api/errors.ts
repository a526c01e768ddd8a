import 'server-only';
import { DomainError } from '../errors';

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
