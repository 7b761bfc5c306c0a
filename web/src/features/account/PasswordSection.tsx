// The account page's password: the current one, then the new one twice, by the sign-up rules.
import { Button } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { changePasswordSchema, validate } from '../../../../server/domain/validation.ts';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { NoteAlert, type Note } from '../../shared/NoteAlert.tsx';
import { Section } from './AccountSection.tsx';
import { useChangePasswordMutation } from './useAccountMutations.ts';

export function PasswordSection() {
  const change = useChangePasswordMutation();
  const [note, setNote] = useState<Note>(null);
  const formik = useFormik({
    initialValues: { currentPassword: '', password: '', repeatPassword: '' },
    onSubmit: async (values, helpers) => {
      if (!validate(changePasswordSchema, values).ok) return;
      const outcome = await change(values);
      if (outcome.ok) {
        helpers.resetForm();
        setNote({ type: 'success', text: 'Your password is changed. Your other devices were signed out.' });
      } else {
        setNote({ type: 'error', text: outcome.problem });
        if (/current password/i.test(outcome.problem))
          helpers.setStatus(serverFieldStatus({ currentPassword: outcome.problem }, values));
      }
    },
  });
  const rules = useFieldRules(changePasswordSchema, formik);
  return (
    <Section title="Password" id="account-password">
      <NoteAlert className="account-note" note={note} onClose={() => setNote(null)} />
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Change password" className="account-password-form">
        <FormikField
          formik={formik}
          rules={rules}
          idPrefix="account"
          name="currentPassword"
          label="Current password"
          kind="password"
          autoComplete="current-password"
        />
        <FormikField
          formik={formik}
          rules={rules}
          idPrefix="account"
          name="password"
          label="New password"
          kind="password"
          autoComplete="new-password"
        />
        <FormikField
          formik={formik}
          rules={rules}
          idPrefix="account"
          name="repeatPassword"
          label="Repeat the new password"
          kind="password"
          autoComplete="new-password"
        />
        <Button type="primary" htmlType="submit" disabled={!rules.valid} loading={formik.isSubmitting}>
          Change password
        </Button>
      </form>
    </Section>
  );
}
