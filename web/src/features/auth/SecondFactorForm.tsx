import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { secondFactorSchema, validate } from '../../../../server/domain/validation.ts';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { LockIcon } from '../../shared/icons.tsx';
import type { AuthErrorCode } from '../../shared/graphqlErrors.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { authWords } from './authWords.ts';
import { useSignedInFeedback } from './useSignedInFeedback.ts';
import { useVerifySecondFactorMutation } from './useVerifySecondFactorMutation.ts';

const invalidCredential: AuthErrorCode = 'auth/invalid-credential';
/** Digits, the same in every language. */
const codeExample = '123456';

/** After the password (or Google): the code from the authenticator app, or one of the recovery codes. */
export function SecondFactorForm({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const intl = useIntl();
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
    <form
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label={intl.formatMessage({
        defaultMessage: 'Second factor',
        id: '0IUMeD',
        description: "Second-factor step: the form's accessible name",
      })}
    >
      <p className="auth-step-text">
        <FormattedMessage
          defaultMessage="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
          id="uQEQkT"
          description="Second-factor step: what to type"
        />
      </p>
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="second-factor"
        name="code"
        label={intl.formatMessage({
          defaultMessage: 'Code',
          id: 'DEJKTF',
          description: 'Second-factor step: label of the code field',
        })}
        autoComplete="one-time-code"
        placeholder={codeExample}
        icon={<LockIcon />}
      />
      <UiButton primary size="large" block type="submit" disabled={!rules.valid} loading={formik.isSubmitting}>
        <FormattedMessage defaultMessage="Verify" id="2EldAU" description="Second-factor step: the submit button" />
      </UiButton>
      <button type="button" className="auth-link" onClick={onBack}>
        <FormattedMessage {...authWords.backToLogin} />
      </button>
    </form>
  );
}
