'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { requestJson } from '@/lib/fetch';
import {
  enableTwoFactorSchema,
  passwordConfirmationSchema,
  type EnableTwoFactorInput,
  type PasswordConfirmationInput,
} from '@/lib/validation/auth';
import { Form, FormMessage, formStyles, TextField, useApiForm } from '@/components/ui/Form';
import { CurrentPasswordField } from '../PasswordFields';
import { settingsStyles } from '../SettingsSection';

type Setup = { secret: string; otpauthUrl: string; qrCodeDataUrl: string };

/** Turns two-factor on (QR code, then a code from the app, then recovery codes) or off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const enableForm = useApiForm<EnableTwoFactorInput, { recoveryCodes: string[] }>({
    schema: enableTwoFactorSchema,
    path: '/api/auth/account/2fa/enable',
    defaultValues: { code: '', password: '' },
    onSuccess: (answer) => {
      setSetup(null);
      setRecoveryCodes(answer.recoveryCodes);
    },
  });
  const disableForm = useApiForm<PasswordConfirmationInput, { ok: true }>({
    schema: passwordConfirmationSchema,
    path: '/api/auth/account/2fa/disable',
    defaultValues: { password: '' },
    onSuccess: () => router.refresh(),
  });

  if (recoveryCodes) {
    return (
      <div className={formStyles.form}>
        <FormMessage tone="success">Two-factor authentication is on.</FormMessage>
        <p>
          Keep these recovery codes somewhere safe. Each one signs you in once if you lose your
          phone. They are shown only now.
        </p>
        <p>
          We also e-mailed you a link to confirm it was you. Until you follow it, resetting your
          password by e-mail turns two-factor off again.
        </p>
        <ul className={settingsStyles.codes} aria-label="Recovery codes">
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => router.refresh()}>
          I Have Saved My Codes
        </Button>
      </div>
    );
  }

  if (enabled) {
    return (
      <Form
        api={disableForm}
        submitLabel="Turn Off Two-Factor"
        variant="secondary"
        intro={<p>Two-factor authentication is on. Signing in asks for a code from your app.</p>}
      >
        <CurrentPasswordField
          label="Password to turn two-factor off"
          {...disableForm.field('password')}
        />
      </Form>
    );
  }

  if (setup) {
    return (
      <Form
        api={enableForm}
        submitLabel="Turn On Two-Factor"
        intro={
          <>
            <p>Scan this QR code with your authenticator app, or type the setup key into it.</p>
            {/* A data: URL generated on the server; next/image adds nothing for it. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={setup.qrCodeDataUrl}
              alt="QR code for your authenticator app"
              className={settingsStyles.qr}
            />
            <p>
              Setup key:{' '}
              <code className={settingsStyles.secret} data-testid="totp-secret">
                {setup.secret}
              </code>
            </p>
          </>
        }
      >
        <TextField
          label="Code from your app"
          autoComplete="one-time-code"
          inputMode="numeric"
          {...enableForm.field('code')}
        />
        <CurrentPasswordField
          label="Password to turn two-factor on"
          {...enableForm.field('password')}
        />
      </Form>
    );
  }

  return (
    <div className={formStyles.form}>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Button
        variant="secondary"
        disabled={starting}
        onClick={async () => {
          setStarting(true);
          setError(null);
          const result = await requestJson<Setup>('POST', '/api/auth/account/2fa/setup');
          setStarting(false);
          if (result.ok) setSetup(result.body);
          else setError(result.error);
        }}
      >
        Set Up Two-Factor
      </Button>
    </div>
  );
}
