import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/AuthCard';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';

export const metadata: Metadata = { title: 'Forgot Password', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter your e-mail address and we will send you a link to choose a new password."
      footer={<Link href="/login">Back to Log In</Link>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
