import { useFormik } from 'formik';
import { resetPasswordSchema, validate } from '../../../../server/domain/validation.ts';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { LockIcon } from '../../shared/icons.tsx';
import { UiButton } from '../../shared/UiButton.tsx';
import { useResetPasswordMutation } from './usePasswordResetMutations.ts';
import { useSignedInFeedback } from './useSignedInFeedback.ts';

/** A reset link's page: a new password, twice, by the sign-up rules; then signed in (the second factor still asked). */
export function ResetPasswordForm({
  token,
  onSecondFactor,
  onBack,
}: {
  token: string;
  onSecondFactor: (challenge: string) => void;
  onBack: () => void;
}) {
  const reset = useResetPasswordMutation();
  const feedback = useSignedInFeedback();
  const formik = useFormik({
    initialValues: { password: '', repeatPassword: '' },
    onSubmit: async (values, helpers) => {
      if (!validate(resetPasswordSchema, values).ok) return;
      feedback.prepare();
      const result = await reset(token, values);
      if (result.ok) return feedback.connected();
      if (result.failure.challenge) return onSecondFactor(result.failure.challenge);
      helpers.setStatus(serverFieldStatus(result.failure.fields, values));
      feedback.failed(result.failure);
    },
  });
  const rules = useFieldRules(resetPasswordSchema, formik);
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Choose a new password">
      <p className="auth-step-text">
        Choose a new password. Every other device signed in to your account will be signed out.
      </p>
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="reset"
        name="password"
        label="New password"
        kind="password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        icon={<LockIcon />}
      />
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="reset"
        name="repeatPassword"
        label="Repeat the new password"
        kind="password"
        autoComplete="new-password"
        placeholder="The same password"
        icon={<LockIcon />}
      />
      <UiButton primary size="large" block type="submit" disabled={!rules.valid} loading={formik.isSubmitting}>
        Set new password
      </UiButton>
      <button type="button" className="auth-link" onClick={onBack}>
        Back to login
      </button>
    </form>
  );
}
