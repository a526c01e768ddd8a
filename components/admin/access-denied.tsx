import Link from 'next/link';
import { LogoutButton } from '@/components/auth/logout-button';

/** What a signed-in customer sees on an admin address: no admin data, a way out. */
export function AccessDenied({ username }: { username: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-8 text-center shadow-sm">
        <p className="text-sm font-semibold tracking-widest text-accent">403</p>
        <h1 className="mt-2 font-display text-3xl text-brand">Admins only</h1>
        <p className="mt-3 text-muted">
          You are signed in as <strong className="text-ink">{username}</strong>, a customer account.
          This part of the site is for shop staff.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link
            href="/"
            className="rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-strong"
          >
            Continue shopping
          </Link>
          <LogoutButton
            to="/login?tab=admin"
            className="rounded-lg border border-line px-4 py-2.5 font-semibold text-ink hover:bg-canvas"
          >
            Switch to an admin account
          </LogoutButton>
        </div>
      </div>
    </main>
  );
}
