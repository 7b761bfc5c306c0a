import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { forgotPasswordSchema, validate } from '../../../../server/domain/validation.ts';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { MailIcon } from '../../shared/icons.tsx';
import { UiButton } from '../../shared/UiButton.tsx';
import { authWords } from './authWords.ts';
import { useRequestPasswordResetMutation } from './usePasswordResetMutations.ts';
import { useSignedInFeedback } from './useSignedInFeedback.ts';

/** 'Forgot your password?': the same answer whether or not the email has an account, so it tells nobody who has one. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const intl = useIntl();
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
    <form
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label={intl.formatMessage({
        defaultMessage: 'Reset your password',
        id: 'H6cR0Y',
        description: "Forgot-password step: the form's accessible name",
      })}
    >
      <p className="auth-step-text">
        <FormattedMessage
          defaultMessage="Enter the email address of your account."
          id="K+vcrx"
          description="Forgot-password step: what to do"
        />
      </p>
      <p className={sentTo ? 'login-note' : 'visually-hidden'} role="status">
        {sentTo && (
          <FormattedMessage
            defaultMessage="If {email} has an account, a link to reset its password is on its way. It works for 1 hour. No email? Ask an admin of your team for a reset link."
            id="89Dn3I"
            description="Forgot-password step: said once the request is sent (the same whether or not the address has an account)"
            values={{ email: <bdi>{sentTo}</bdi> }}
          />
        )}
      </p>
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="forgot"
        name="email"
        label={intl.formatMessage(authWords.email)}
        kind="email"
        autoComplete="username"
        placeholder={intl.formatMessage(authWords.emailExample)}
        icon={<MailIcon />}
      />
      <UiButton primary size="large" block type="submit" disabled={!rules.valid} loading={formik.isSubmitting}>
        <FormattedMessage
          defaultMessage="Send reset link"
          id="5CIfy5"
          description="Forgot-password step: the submit button"
        />
      </UiButton>
      <button type="button" className="auth-link" onClick={onBack}>
        <FormattedMessage {...authWords.backToLogin} />
      </button>
    </form>
  );
}
