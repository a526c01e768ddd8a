import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { AuthCard } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';

export const metadata: Metadata = {
  title: 'Create account',
  description: 'Create a customer account to save your cart and order on WhatsApp.',
  alternates: { canonical: '/register' },
};

export default function RegisterPage() {
  return (
    <AuthCard
      title="Create account"
      intro="Register to keep your cart and order on WhatsApp."
      footer={
        <>
          Already have an account?{' '}
          <IntentLink
            href="/login"
            className="font-semibold text-brand underline-offset-4 hover:underline"
          >
            Login
          </IntentLink>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
