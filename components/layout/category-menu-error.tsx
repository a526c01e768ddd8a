'use client';

import { catchError, type ErrorInfo } from 'next/error';

function MenuFailed(_props: object, { retry }: ErrorInfo) {
  return (
    <p role="status" className="flex items-center gap-3 px-4 py-3 text-sm text-danger">
      Couldn&apos;t load categories
      <button
        type="button"
        onClick={() => retry()}
        className="font-semibold text-brand underline underline-offset-2"
      >
        Try again
      </button>
    </p>
  );
}

/** Keeps a failing category menu from taking the page down: the rest of the page still works. */
export const CategoryMenuErrorBoundary = catchError(MenuFailed);
