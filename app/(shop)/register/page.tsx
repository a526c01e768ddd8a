import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { AuthCard } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';
import { safeNextPath, withNext } from '@/lib/shared/safe-next';
import { firstParam, type SearchParams } from '@/lib/shared/search-params';

export const metadata: Metadata = {
  title: 'Create account',
  description: 'Create a customer account to save your cart and order on WhatsApp.',
  alternates: { canonical: '/register' },
};

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  // Where login was taking the shopper (a product page, say): kept through the sign-up.
  const next = safeNextPath(firstParam(await searchParams, 'next'));
  return (
    <AuthCard
      title="Create account"
      intro="Register to keep your cart and order on WhatsApp."
      footer={
        <>
          Already have an account?{' '}
          <IntentLink
            href={withNext('/login', next)}
            className="font-semibold text-brand underline-offset-4 hover:underline"
          >
            Login
          </IntentLink>
        </>
      }
    >
      <RegisterForm next={next} />
    </AuthCard>
  );
}
