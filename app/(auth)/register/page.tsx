import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/AuthCard';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { getCurrentUser } from '@/lib/auth';

export const metadata: Metadata = { title: 'Sign Up', robots: { index: false } };

export default async function RegisterPage() {
  if (await getCurrentUser()) redirect('/account');
  return (
    <AuthCard
      title="Sign Up"
      lead="Create an account to book studio time and manage your sessions."
      footer={
        <span>
          Already have an account? <Link href="/login">Log in</Link>
        </span>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
