import { useFormik } from 'formik';
import { useState } from 'react';
import { forgotPasswordSchema, validate } from '../../../../server/domain/validation.ts';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { MailIcon } from '../../shared/icons.tsx';
import { UiButton } from '../../shared/UiButton.tsx';
import { useRequestPasswordResetMutation } from './usePasswordResetMutations.ts';
import { useSignedInFeedback } from './useSignedInFeedback.ts';

/** 'Forgot your password?': the same answer whether or not the email has an account, so it tells nobody who has one. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const request = useRequestPasswordResetMutation();
  const feedback = useSignedInFeedback();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: '' },
    onSubmit: async (values) => {
      if (!validate(forgotPasswordSchema, values).ok) return;
      feedback.prepare();
      const result = await request(values.email);
      if (result.ok) setSentTo(values.email.trim());
      else feedback.failed(result.failure);
    },
  });
  const rules = useFieldRules(forgotPasswordSchema, formik);
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Reset your password">
      <p className="auth-step-text">Enter the email address of your account.</p>
      <p className={sentTo ? 'login-note' : 'visually-hidden'} role="status">
        {sentTo
          ? `If ${sentTo} has an account, a link to reset its password is on its way. It works for 1 hour. No email? Ask an admin of your team for a reset link.`
          : ''}
      </p>
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="forgot"
        name="email"
        label="Email"
        kind="email"
        autoComplete="username"
        placeholder="name@company.com"
        icon={<MailIcon />}
      />
      <UiButton primary size="large" block type="submit" disabled={!rules.valid} loading={formik.isSubmitting}>
        Send reset link
      </UiButton>
      <button type="button" className="auth-link" onClick={onBack}>
        Back to login
      </button>
    </form>
  );
}
