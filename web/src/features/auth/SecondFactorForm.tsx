import { useFormik } from 'formik';
import { secondFactorSchema, validate } from '../../../../server/domain/validation.ts';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { LockIcon } from '../../shared/icons.tsx';
import type { AuthErrorCode } from '../../shared/graphqlErrors.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { useSignedInFeedback } from './useSignedInFeedback.ts';
import { useVerifySecondFactorMutation } from './useVerifySecondFactorMutation.ts';

const invalidCredential: AuthErrorCode = 'auth/invalid-credential';

/** After the password (or Google): the code from the authenticator app, or one of the recovery codes. */
export function SecondFactorForm({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const verify = useVerifySecondFactorMutation();
  const feedback = useSignedInFeedback();
  const formik = useFormik({
    initialValues: { code: '' },
    onSubmit: async (values, helpers) => {
      if (!validate(secondFactorSchema, values).ok) return;
      feedback.prepare();
      const result = await verify(challenge, values.code);
      if (result.ok) return feedback.connected();
      helpers.setStatus(serverFieldStatus(result.failure.fields, values));
      feedback.failed(result.failure);
      // The sign-in has expired or was used: start again from the password.
      if (result.failure.code === invalidCredential) onBack();
    },
  });
  const rules = useFieldRules(secondFactorSchema, formik);
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Second factor">
      <p className="auth-step-text">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </p>
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="second-factor"
        name="code"
        label="Code"
        autoComplete="one-time-code"
        placeholder="123456"
        icon={<LockIcon />}
      />
      <UiButton primary size="large" block type="submit" disabled={!rules.valid} loading={formik.isSubmitting}>
        Verify
      </UiButton>
      <button type="button" className="auth-link" onClick={onBack}>
        Back to login
      </button>
    </form>
  );
}
