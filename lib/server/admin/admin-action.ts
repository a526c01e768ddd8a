import 'server-only';
// Every admin server action runs one pipeline: who is asking (a superuser, before anything is
// read) -> the arguments through one schema (they come from the browser: untrusted) -> the data
// layer (which checks the caller again) -> refresh the pages that changed -> a typed result.
// A thrown error becomes a safe failure (failureFrom); an argument the schema refuses is a 400,
// or a 404 when its issue says so (`params: { status: 404 }`: an id that names nothing).
import { z } from 'zod';
import type { ActionFailure } from '@/lib/shared/action-result';
import type { Caller } from '@/lib/server/auth/roles';
import { failureFrom } from '@/lib/server/infra/action-failure';
import { DomainError } from '@/lib/server/infra/errors';
import { adminCaller } from './admin-caller';

interface AdminActionSpec<
  Args extends z.ZodType<readonly unknown[], readonly unknown[]>,
  Done,
  Extra,
> {
  /** Names the action in the server log when something unexpected fails ("change order"). */
  name: string;
  /** Shown instead of an unexpected error ("Could not change the order."). */
  fallback: string;
  /** The action's arguments as one tuple (`z.tuple([...])`). */
  args: Args;
  /** The data layer's call and the success result. */
  run(caller: Caller, input: z.output<Args>): Promise<Done>;
  /** Draws again the pages the change shows on. */
  refresh?(): void;
  /** Refusals that mean the page was behind (a 404, a 409): refreshed too, to show what is stored. */
  refreshAfter?: readonly number[];
  /** More for the failure, read from the thrown error (the short lines of a refused confirm). */
  explain?(error: unknown): Extra;
}

/** An argument that must name something stored (an id, an order number): refused as a 404. */
export function naming<T>(check: (value: unknown) => value is T, message: string) {
  return z.custom<T>((value) => check(value), { error: message, params: { status: 404 } });
}

/** The first refused argument as a domain error: its own status (404) or a 400. */
function argumentError(error: z.ZodError): DomainError {
  const issue = error.issues[0];
  const params = issue && 'params' in issue ? (issue.params as { status?: unknown }) : undefined;
  const status = typeof params?.status === 'number' ? params.status : 400;
  // A missing or extra argument has no field to blame: not this page's controls talking.
  const message = issue && issue.path.length > 0 ? issue.message : 'Reload the page and try again.';
  return new DomainError(message, status);
}

/** A server action from `spec`; export it from a 'use server' file. */
export function adminAction<
  Args extends z.ZodType<readonly unknown[], readonly unknown[]>,
  Done,
  Extra = object,
>(
  spec: AdminActionSpec<Args, Done, Extra>,
): (...args: z.input<Args>) => Promise<Done | (ActionFailure & Extra)> {
  return async (...args) => {
    try {
      const caller = await adminCaller();
      const parsed = spec.args.safeParse(args);
      if (!parsed.success) throw argumentError(parsed.error);
      const done = await spec.run(caller, parsed.data);
      spec.refresh?.();
      return done;
    } catch (error) {
      const failure = failureFrom(error, spec.fallback, spec.name);
      if (spec.refreshAfter?.includes(failure.status)) spec.refresh?.();
      return { ...failure, ...(spec.explain?.(error) as Extra) };
    }
  };
}
