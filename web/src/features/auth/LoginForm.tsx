import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { loginSchema, validate } from '../../../../server/domain/validation.ts';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { LockIcon, MailIcon } from '../../shared/icons.tsx';
import { authWords } from './authWords.ts';
import { GoogleSignIn } from './GoogleSignIn.tsx';
import { PasskeySignIn } from './PasskeySignIn.tsx';
import { useSignedInFeedback } from './useSignedInFeedback.ts';
import { useSignInMutation } from './useSignInMutation.ts';

const initialValues = { email: '', password: '' };

/** The Login tab: email and password (then the second factor, when the person has one), Google, or a passkey. */
export function LoginForm({
  onSecondFactor,
  onForgotPassword,
}: {
  onSecondFactor: (challenge: string) => void;
  onForgotPassword: () => void;
}) {
  const intl = useIntl();
  const signIn = useSignInMutation();
  const feedback = useSignedInFeedback();
  const formik = useFormik({
    initialValues,
    onSubmit: async (values, helpers) => {
      // The button is disabled while invalid; this guards any other way of submitting.
      if (!validate(loginSchema, values).ok) return;
      feedback.prepare();
      const result = await signIn(values);
      if (result.ok) return feedback.connected();
      if (result.failure.challenge) return onSecondFactor(result.failure.challenge);
      helpers.setStatus(serverFieldStatus(result.failure.fields, values));
      await helpers.setTouched(
        Object.fromEntries(Object.keys(result.failure.fields).map((field) => [field, true])),
        false,
      );
      feedback.failed(result.failure);
    },
  });
  const rules = useFieldRules(loginSchema, formik);

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={intl.formatMessage(authWords.login)}>
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="login"
        name="email"
        label={intl.formatMessage(authWords.email)}
        kind="email"
        autoComplete="username"
        placeholder={intl.formatMessage(authWords.emailExample)}
        icon={<MailIcon />}
      />
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="login"
        name="password"
        label={intl.formatMessage(authWords.password)}
        kind="password"
        autoComplete="current-password"
        placeholder={intl.formatMessage({
          defaultMessage: 'Your password',
          id: 'gnEwfQ',
          description: 'Login tab: placeholder of the password field',
        })}
        icon={<LockIcon />}
      />
      <UiButton primary size="large" block type="submit" disabled={!rules.valid} loading={formik.isSubmitting}>
        <FormattedMessage {...authWords.login} />
      </UiButton>
      <button type="button" className="auth-link" onClick={onForgotPassword}>
        <FormattedMessage {...authWords.forgotPassword} />
      </button>
      <GoogleSignIn onConnected={feedback.connected} onSecondFactor={onSecondFactor} />
      <PasskeySignIn />
    </form>
  );
}
