import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { isAdminPath, safeNextPath } from '@/lib/shared/safe-next';
import { firstParam, type SearchParams } from '@/lib/shared/search-params';

export const metadata: Metadata = {
  title: 'Login',
  description: 'Sign in to your account, or to the shop admin.',
  alternates: { canonical: '/login' },
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const next = safeNextPath(firstParam(params, 'next'));
  // Someone sent here from an admin page is most likely staff: open the Admin tab for them.
  const tab =
    firstParam(params, 'tab') === 'admin' || (next && isAdminPath(next)) ? 'admin' : 'customer';
  return (
    <AuthCard title="Login" intro="Customers and shop staff sign in here.">
      <LoginForm key={tab} initialTab={tab} next={next} />
    </AuthCard>
  );
}
