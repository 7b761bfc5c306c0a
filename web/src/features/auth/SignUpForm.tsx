import { useFormik } from 'formik';
import { signUpSchema, validate } from '../../../../server/domain/validation.ts';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { AuthButton } from './AuthButton.tsx';
import { AuthField } from './AuthField.tsx';
import { LockIcon, MailIcon } from './authIcons.tsx';
import { useSignedInFeedback } from './useSignedInFeedback.ts';
import { useSignUpMutation } from './useSignUpMutation.ts';

const initialValues = { email: '', password: '', repeatPassword: '' };

export function SignUpForm() {
  const signUp = useSignUpMutation();
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
      await helpers.setTouched(Object.fromEntries(Object.keys(result.failure.fields).map((field) => [field, true])), false);
      feedback.failed(result.failure);
    },
  });
  const rules = useFieldRules(signUpSchema, formik);

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Sign Up">
      <AuthField formik={formik} rules={rules} idPrefix="signup" name="email" label="Email" kind="email" autoComplete="username" placeholder="name@company.com" icon={<MailIcon />} />
      <AuthField formik={formik} rules={rules} idPrefix="signup" name="password" label="Password" kind="password" autoComplete="new-password" placeholder="At least 6 characters" icon={<LockIcon />} />
      <AuthField formik={formik} rules={rules} idPrefix="signup" name="repeatPassword" label="Repeat password" kind="password" autoComplete="new-password" placeholder="The same password again" icon={<LockIcon />} />
      <AuthButton primary type="submit" disabled={!rules.valid} loading={formik.isSubmitting}>
        Sign Up
      </AuthButton>
    </form>
  );
}
