// The account page's sections, rendered with antd as a part of their own under the page's plain card (AccountPage.tsx):
// the password, passkeys, second factor and the devices signed in. Each section says the server's answer in place.
import { Alert, Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useFormik } from 'formik';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { changePasswordSchema, validate } from '../../../../server/domain/validation.ts';
import type { AccountQuery } from '../../gql/graphql.ts';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { AddPasskey } from './AddPasskey.tsx';
import { deviceName } from './deviceName.ts';
import { TotpSetup } from './TotpSetup.tsx';
import { NoteAlert, type Note } from '../../shared/NoteAlert.tsx';
import {
  useChangePasswordMutation,
  usePasskeyMutations,
  useSessionMutations,
  useTotpMutations,
} from './useAccountMutations.ts';
import { localDateTime } from '../../shared/formatEn.ts';
import { useStaggeredRender } from '../../shared/useStaggeredRender.ts';

const when = (at: string | null | undefined) => (at ? localDateTime(new Date(at)) : '—');

// The heading's id ends in -heading: a bare section id (account-password) is also a field's (FormikField's idPrefix-name).
function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card
      className="account-section"
      title={
        <Typography.Title level={2} className="account-section-title" id={`${id}-heading`}>
          {title}
        </Typography.Title>
      }
    >
      <section aria-labelledby={`${id}-heading`}>{children}</section>
    </Card>
  );
}

function PasswordSection() {
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

function PasskeysSection({ passkeys, refetch }: { passkeys: AccountQuery['passkeys']; refetch: () => void }) {
  const { remove } = usePasskeyMutations();
  const [note, setNote] = useState<Note>(null);
  return (
    <Section title="Passkeys" id="account-passkeys">
      <Typography.Paragraph type="secondary">
        Sign in with your fingerprint, face or device PIN instead of a password. A passkey counts as both factors.
      </Typography.Paragraph>
      <NoteAlert className="account-note" note={note} onClose={() => setNote(null)} />
      {passkeys.length ? (
        <ul className="account-list" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="account-item">
              <div>
                <strong>{passkey.name}</strong>
                <p className="account-item-detail">
                  Added {when(passkey.createdAt)}; last used {when(passkey.lastUsedAt)}
                </p>
              </div>
              <Button
                size="small"
                danger
                aria-label={`Remove the passkey ${passkey.name}`}
                onClick={() =>
                  void remove(passkey.id).then((outcome) =>
                    setNote(
                      outcome.ok
                        ? { type: 'success', text: `The passkey ${passkey.name} was removed.` }
                        : { type: 'error', text: outcome.problem },
                    ),
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No passkeys yet.</p>
      )}
      <AddPasskey
        onAdded={(name) => {
          setNote({ type: 'success', text: `The passkey ${name} was added.` });
          refetch();
        }}
      />
    </Section>
  );
}

function SecondFactorSection({ status, refetch }: { status: AccountQuery['secondFactor']; refetch: () => void }) {
  const { remove } = useTotpMutations();
  const [note, setNote] = useState<Note>(null);
  const [code, setCode] = useState('');
  const codeId = useId();
  return (
    <Section title="Second factor" id="account-second-factor">
      {status.required && !status.enrolled && (
        <Alert
          type="warning"
          showIcon
          className="account-note"
          title="Your team requires a second factor: an authenticator app or a passkey."
        />
      )}
      <NoteAlert className="account-note" note={note} onClose={() => setNote(null)} />
      {status.enrolled ? (
        <>
          <Typography.Paragraph>
            <Tag color="green">On</Tag> An authenticator app is asked for after your password. Recovery codes left:{' '}
            {status.recoveryCodesLeft} of 10.
          </Typography.Paragraph>
          <form
            aria-label="Remove the second factor"
            onSubmit={(event) => {
              event.preventDefault();
              void remove(code).then((outcome) => {
                setNote(
                  outcome.ok
                    ? { type: 'success', text: 'The second factor was removed.' }
                    : { type: 'error', text: outcome.problem },
                );
                if (outcome.ok) setCode('');
              });
            }}
          >
            <label htmlFor={codeId} className="account-label">
              A code from the app, or a recovery code, to remove it
            </label>
            <Space.Compact>
              <Input
                id={codeId}
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                className="account-code-input"
              />
              <Button danger htmlType="submit" disabled={!code.trim()}>
                Remove
              </Button>
            </Space.Compact>
          </form>
        </>
      ) : (
        <>
          <Typography.Paragraph>
            Ask for a code from an authenticator app after your password, so a stolen password alone opens nothing.
          </Typography.Paragraph>
          <TotpSetup onEnrolled={refetch} />
        </>
      )}
    </Section>
  );
}

function DevicesSection({ sessions }: { sessions: AccountQuery['mySessions'] }) {
  const { end, endOthers } = useSessionMutations();
  const [note, setNote] = useState<Note>(null);
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Section title="Devices" id="account-devices">
      <Typography.Paragraph type="secondary">
        Where your account is signed in. Signing a device out closes its open screens at once.
      </Typography.Paragraph>
      <NoteAlert className="account-note" note={note} onClose={() => setNote(null)} />
      <ul className="account-list" aria-label="Signed-in devices">
        {sessions.map((session) => {
          const name = deviceName(session.userAgent);
          return (
            <li key={session.id} className="account-item">
              <div>
                <strong>{name}</strong> {session.current && <Tag color="blue">This device</Tag>}
                <p className="account-item-detail">
                  {session.address ?? 'Unknown address'} · signed in {when(session.createdAt)} · last active{' '}
                  {when(session.lastActiveAt)}
                </p>
              </div>
              {!session.current && (
                <Button
                  size="small"
                  aria-label={`Sign out ${name}, ${session.address ?? 'unknown address'}`}
                  onClick={() =>
                    void end(session.id).then((outcome) =>
                      setNote(
                        outcome.ok
                          ? { type: 'success', text: `${name} was signed out.` }
                          : { type: 'error', text: outcome.problem },
                      ),
                    )
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        className="account-end-others"
        disabled={others === 0}
        onClick={() =>
          void endOthers().then((outcome) =>
            setNote(
              outcome.ok
                ? {
                    type: 'success',
                    text: `${outcome.value} ${outcome.value === 1 ? 'device was' : 'devices were'} signed out.`,
                  }
                : { type: 'error', text: outcome.problem },
            ),
          )
        }
      >
        Sign out everywhere else
      </Button>
    </Section>
  );
}

/** Every section, once the account has come. */
export function AccountSections({ data, refetch }: { data: AccountQuery; refetch: () => void }) {
  // The same elements in every turn (shared/useStaggeredRender.ts).
  const sections = useMemo(
    () => [
      <PasswordSection key="password" />,
      <PasskeysSection key="passkeys" passkeys={data.passkeys} refetch={refetch} />,
      <SecondFactorSection key="second-factor" status={data.secondFactor} refetch={refetch} />,
      <DevicesSection key="devices" sessions={data.mySessions} />,
    ],
    [data, refetch],
  );
  // Four cards of forms, lists and buttons: rendered one a task (shared/useStaggeredRender.ts), each task a fraction of the
  // one that rendered them all.
  const rendered = useStaggeredRender(sections.length);
  return (
    // Busy until every section is rendered: the shell's footer waits out of sight meanwhile, rather than being pushed down.
    <div className="account-sections" aria-busy={rendered < sections.length}>
      {sections.slice(0, rendered)}
    </div>
  );
}
