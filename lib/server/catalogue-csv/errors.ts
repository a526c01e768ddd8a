import 'server-only';
import type { CsvRowError } from '@/lib/shared/catalogue-csv/result';
import { plural } from '@/lib/shared/counts';
import { DomainError } from '@/lib/server/infra/errors';

/** The file as a whole cannot be imported (encoding, header, not CSV, empty): one message. */
export class CsvFileError extends DomainError {
  constructor(message: string) {
    super(message, 400);
  }
}

/** Rows of the file are refused; thrown inside the apply's transaction so nothing is written. */
export class CsvRowsError extends DomainError {
  constructor(readonly errors: CsvRowError[]) {
    super(
      `The file has ${errors.length} ${plural(errors.length, 'problem', 'problems')}: nothing was changed.`,
      400,
    );
  }
}
