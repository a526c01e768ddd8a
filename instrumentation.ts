// Next calls register() once when a server process starts: that is where the app opens its
// database, migrates, seeds and creates the admin. Never during `next build`.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startApp } = await import('./lib/server/startup/startup');
  await startApp();
}
