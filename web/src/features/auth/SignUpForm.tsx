import { useFormik } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { signUpSchema, validate } from '../../../../server/domain/validation.ts';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { LockIcon, MailIcon } from '../../shared/icons.tsx';
import { authWords } from './authWords.ts';
import { useSignedInFeedback } from './useSignedInFeedback.ts';
import { useSignUpMutation } from './useSignUpMutation.ts';

const initialValues = { email: '', password: '', repeatPassword: '' };

interface SignUpFormProps {
  /** The token of the link this visit came by, so the account joins with the invited role */
  invitation?: string;
  /** The address that link invites: filled in, and not editable (the link lets only it join) */
  invitedEmail?: string;
  /** The email field waits, not editable, while the link's address is looked up */
  emailPending?: boolean;
}

export function SignUpForm({ invitation, invitedEmail, emailPending }: SignUpFormProps) {
  const intl = useIntl();
  const signUp = useSignUpMutation(invitation);
  const feedback = useSignedInFeedback();
  const formik = useFormik({
    initialValues,
    onSubmit: async (values, helpers) => {
      // The button is disabled while invalid; this guards any other way of submitting.
      if (!validate(signUpSchema, values).ok) return;
      feedback.prepare();
      const result = await signUp(values);
      if (result.ok) return feedback.connected();
      helpers.setStatus(serverFieldStatus(result.failure.fields, values));
      await helpers.setTouched(
        Object.fromEntries(Object.keys(result.failure.fields).map((field) => [field, true])),
        false,
      );
      feedback.failed(result.failure);
    },
  });
  const rules = useFieldRules(signUpSchema, formik);
  const { setFieldValue } = formik;
  useEffect(() => {
    if (invitedEmail) void setFieldValue('email', invitedEmail);
  }, [invitedEmail, setFieldValue]);

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={intl.formatMessage(authWords.signUp)}>
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="signup"
        name="email"
        label={intl.formatMessage(authWords.email)}
        kind="email"
        autoComplete="username"
        placeholder={intl.formatMessage(authWords.emailExample)}
        icon={<MailIcon />}
        readOnly={!!invitedEmail || emailPending}
      />
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="signup"
        name="password"
        label={intl.formatMessage(authWords.password)}
        kind="password"
        autoComplete="new-password"
        placeholder={intl.formatMessage(authWords.atLeastSix)}
        icon={<LockIcon />}
      />
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="signup"
        name="repeatPassword"
        label={intl.formatMessage({
          defaultMessage: 'Repeat password',
          id: 'ZS6MPh',
          description: 'Sign Up tab: label of the repeated password field',
        })}
        kind="password"
        autoComplete="new-password"
        placeholder={intl.formatMessage({
          defaultMessage: 'The same password again',
          id: 'Kw1G2b',
          description: 'Sign Up tab: placeholder of the repeated password field',
        })}
        icon={<LockIcon />}
      />
      <UiButton primary size="large" block type="submit" disabled={!rules.valid} loading={formik.isSubmitting}>
        <FormattedMessage {...authWords.signUp} />
      </UiButton>
    </form>
  );
}
