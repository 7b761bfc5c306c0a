import { useFormik } from 'formik';
import { useEffect } from 'react';
import { signUpSchema, validate } from '../../../../server/domain/validation.ts';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { LockIcon, MailIcon } from '../../shared/icons.tsx';
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
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Sign Up">
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="signup"
        name="email"
        label="Email"
        kind="email"
        autoComplete="username"
        placeholder="name@company.com"
        icon={<MailIcon />}
        readOnly={!!invitedEmail || emailPending}
      />
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="signup"
        name="password"
        label="Password"
        kind="password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        icon={<LockIcon />}
      />
      <FormikField
        formik={formik}
        rules={rules}
        idPrefix="signup"
        name="repeatPassword"
        label="Repeat password"
        kind="password"
        autoComplete="new-password"
        placeholder="The same password again"
        icon={<LockIcon />}
      />
      <UiButton primary size="large" block type="submit" disabled={!rules.valid} loading={formik.isSubmitting}>
        Sign Up
      </UiButton>
    </form>
  );
}
