import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { resetPasswordSchema, validate } from '../../../../server/domain/validation.ts';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { LockIcon } from '../../shared/icons.tsx';
import { UiButton } from '../../shared/UiButton.tsx';
import { authWords } from './authWords.ts';
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
  const intl = useIntl();
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
    <form onSubmit={formik.handleSubmit} noValidate aria-label={intl.formatMessage(authWords.chooseNewPassword)}>
      <p className="auth-step-text">
        <FormattedMessage
          defaultMessage="Choose a new password. Every other device signed in to your account will be signed out."
          id="S9UO3A"
          description="Reset step: what setting a new password does"
        />
      </p>
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="reset"
        name="password"
        label={intl.formatMessage({
          defaultMessage: 'New password',
          id: 'KQiv/c',
          description: 'Reset step: label of the new password field',
        })}
        kind="password"
        autoComplete="new-password"
        placeholder={intl.formatMessage(authWords.atLeastSix)}
        icon={<LockIcon />}
      />
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="reset"
        name="repeatPassword"
        label={intl.formatMessage({
          defaultMessage: 'Repeat the new password',
          id: 'gVpyMO',
          description: 'Reset step: label of the repeated password field',
        })}
        kind="password"
        autoComplete="new-password"
        placeholder={intl.formatMessage({
          defaultMessage: 'The same password',
          id: '0lnI/4',
          description: 'Reset step: placeholder of the repeated password field',
        })}
        icon={<LockIcon />}
      />
      <UiButton primary size="large" block type="submit" disabled={!rules.valid} loading={formik.isSubmitting}>
        <FormattedMessage defaultMessage="Set new password" id="RXeT1+" description="Reset step: the submit button" />
      </UiButton>
      <button type="button" className="auth-link" onClick={onBack}>
        <FormattedMessage {...authWords.backToLogin} />
      </button>
    </form>
  );
}
