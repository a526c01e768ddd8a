// Domain errors: thrown by lib/server, mapped to HTTP statuses in one place (api/respond.ts)
// and to safe messages on pages. Their messages are safe to show.

import type { UnavailableLine } from '@/lib/shared/orders/unavailable-line';
import type { FieldErrors } from '@/lib/shared/validation/field-errors';

export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(readonly fields: FieldErrors) {
    super(Object.values(fields).flat()[0] ?? 'Invalid input.', 400);
  }
}

export class NotAuthenticatedError extends DomainError {
  constructor(message = 'Authentication credentials were not provided.') {
    super(message, 401);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to perform this action.') {
    super(message, 403);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found.') {
    super(message, 404);
  }
}

export class ConflictError extends DomainError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message, 409);
  }
}

/** 409: lines of an order (or of a confirm) that the stock or the catalogue cannot meet. */
export class LinesUnavailableError extends DomainError {
  constructor(
    message: string,
    readonly lines: UnavailableLine[],
  ) {
    super(message, 409);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message = 'The upload is too large.') {
    super(message, 413);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429);
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.') {
    super(message, 503);
  }
}

/** A read's value, or null when it found nothing (a page then answers 404 with `notFound()`). */
export async function nullIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
