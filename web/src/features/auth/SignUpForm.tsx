import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useFormik } from 'formik';
import { signUpSchema, validate } from '../../../../server/domain/validation.ts';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
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
      <Form layout="vertical" component={false} requiredMark={false}>
        <FormikField formik={formik} rules={rules} idPrefix="signup" name="email" label="Email" kind="email" autoComplete="username" placeholder="name@company.com" prefix={<MailOutlined />} />
        <FormikField formik={formik} rules={rules} idPrefix="signup" name="password" label="Password" kind="password" autoComplete="new-password" placeholder="At least 6 characters" prefix={<LockOutlined />} />
        <FormikField formik={formik} rules={rules} idPrefix="signup" name="repeatPassword" label="Repeat password" kind="password" autoComplete="new-password" placeholder="The same password again" prefix={<LockOutlined />} />
        <Button type="primary" htmlType="submit" block size="large" disabled={!rules.valid} loading={formik.isSubmitting}>
          Sign Up
        </Button>
      </Form>
    </form>
  );
}
