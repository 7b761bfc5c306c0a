// The account page's password: the current one, then the new one twice, by the sign-up rules.
import { Button } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { changePasswordSchema, validate } from '../../../../server/domain/validation.ts';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import { NoteAlert, type Note } from '../../shared/NoteAlert.tsx';
import { Section } from './AccountSection.tsx';
import { useChangePasswordMutation } from './useAccountMutations.ts';

const changePassword = defineMessage({
  defaultMessage: 'Change password',
  id: '2MLWN6',
  description: "Account page: the password form's name and its button",
});

export function PasswordSection() {
  const intl = useIntl();
  const serverWords = useServerWords();
  const change = useChangePasswordMutation();
  const [note, setNote] = useState<Note>(null);
  const formik = useFormik({
    initialValues: { currentPassword: '', password: '', repeatPassword: '' },
    onSubmit: async (values, helpers) => {
      if (!validate(changePasswordSchema, values).ok) return;
      const outcome = await change(values);
      if (outcome.ok) {
        helpers.resetForm();
        setNote({
          type: 'success',
          text: intl.formatMessage({
            defaultMessage: 'Your password is changed. Your other devices were signed out.',
            id: '0671yW',
            description: 'Account page: the password was changed',
          }),
        });
      } else {
        const problem = serverWords(outcome.problem);
        setNote({ type: 'error', text: problem });
        // The server's English says which field it refused.
        if (/current password/i.test(outcome.problem))
          helpers.setStatus(serverFieldStatus({ currentPassword: problem }, values));
      }
    },
  });
  const rules = useFieldRules(changePasswordSchema, formik);
  return (
    <Section
      title={intl.formatMessage({
        defaultMessage: 'Password',
        id: 'GFFHoO',
        description: "Account page: the password section's title",
      })}
      id="account-password"
    >
      <NoteAlert className="account-note" note={note} onClose={() => setNote(null)} />
      <form
        onSubmit={formik.handleSubmit}
        noValidate
        aria-label={intl.formatMessage(changePassword)}
        className="account-password-form"
      >
        <FormikField
          formik={formik}
          rules={rules}
          idPrefix="account"
          name="currentPassword"
          label={intl.formatMessage({
            defaultMessage: 'Current password',
            id: 'lNoiFS',
            description: 'Account page: label of the current password field',
          })}
          kind="password"
          autoComplete="current-password"
        />
        <FormikField
          formik={formik}
          rules={rules}
          idPrefix="account"
          name="password"
          label={intl.formatMessage({
            defaultMessage: 'New password',
            id: 'cwi/jk',
            description: 'Account page: label of the new password field',
          })}
          kind="password"
          autoComplete="new-password"
        />
        <FormikField
          formik={formik}
          rules={rules}
          idPrefix="account"
          name="repeatPassword"
          label={intl.formatMessage({
            defaultMessage: 'Repeat the new password',
            id: 'ZaiTUq',
            description: 'Account page: label of the repeated new password field',
          })}
          kind="password"
          autoComplete="new-password"
        />
        <Button type="primary" htmlType="submit" disabled={!rules.valid} loading={formik.isSubmitting}>
          <FormattedMessage {...changePassword} />
        </Button>
      </form>
    </Section>
  );
}
