// Setting up the authenticator app: a QR code (and the key, to type instead), the first code to turn it on, then the
// ten recovery codes, shown this once.
import { Alert, Button, Input, QRCode, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import { useTotpMutations } from './useAccountMutations.ts';

const setUp = defineMessage({
  defaultMessage: 'Set up an authenticator app',
  id: 'lvoa7H',
  description: "Second factor: the button that starts the app's setup, and the setup form's name",
});

const orTypeKey = defineMessage({
  defaultMessage: 'Or type this key:',
  id: '9oAa5w',
  description: 'Second factor: before the key to type instead of scanning',
});

export function TotpSetup({ onEnrolled }: { onEnrolled: () => void }) {
  const intl = useIntl();
  const serverWords = useServerWords();
  const totp = useTotpMutations();
  const [enrollment, setEnrollment] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeId = useId();
  const keyId = useId();

  const start = async () => {
    setBusy(true);
    const outcome = await totp.start();
    setBusy(false);
    if (outcome.ok) setEnrollment(outcome.value);
    setProblem(outcome.ok ? null : serverWords(outcome.problem));
  };
  const confirm = async () => {
    setBusy(true);
    const outcome = await totp.confirm(code);
    setBusy(false);
    if (outcome.ok) setCodes(outcome.value);
    setProblem(outcome.ok ? null : serverWords(outcome.problem));
  };

  if (codes) {
    return (
      <div className="account-step">
        <Alert
          type="success"
          showIcon
          role="status"
          title={intl.formatMessage({
            defaultMessage: 'The second factor is on.',
            id: 'yK9pDy',
            description: 'Second factor: the app is set up',
          })}
          className="account-note"
        />
        <Typography.Paragraph>
          <FormattedMessage
            defaultMessage="Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. They are not shown again."
            id="CDiewl"
            description="Second factor: above the recovery codes, shown once"
          />
        </Typography.Paragraph>
        <ul
          className="account-codes"
          aria-label={intl.formatMessage({
            defaultMessage: 'Recovery codes',
            id: 'xZhvZs',
            description: "Second factor: the recovery codes list's accessible name",
          })}
        >
          {codes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
        <Space wrap>
          <Button onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
            <FormattedMessage
              defaultMessage="Copy the codes"
              id="4koOcT"
              description="Second factor: copies the recovery codes"
            />
          </Button>
          <Button type="primary" onClick={onEnrolled}>
            <FormattedMessage
              defaultMessage="I have saved these codes"
              id="mgC2Qn"
              description="Second factor: closes the recovery codes once kept"
            />
          </Button>
        </Space>
      </div>
    );
  }
  if (!enrollment) {
    return (
      <div className="account-step">
        {problem && <Alert type="error" role="alert" title={problem} className="account-note" />}
        <Button type="primary" loading={busy} onClick={() => void start()}>
          <FormattedMessage {...setUp} />
        </Button>
      </div>
    );
  }
  return (
    <form
      className="account-step"
      aria-label={intl.formatMessage(setUp)}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <Typography.Paragraph>
        <FormattedMessage
          defaultMessage="Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then type the 6-digit code it shows."
          id="0suJ8O"
          description="Second factor: what to do with the QR code"
        />
      </Typography.Paragraph>
      <div className="account-qr">
        <QRCode
          value={enrollment.otpauthUrl}
          size={176}
          bgColor="#ffffff"
          color="#000000"
          aria-label={intl.formatMessage({
            defaultMessage: 'QR code for the authenticator app',
            id: 'hU1vLA',
            description: "Second factor: the QR code's accessible name",
          })}
        />
      </div>
      <p>
        <span id={keyId}>{intl.formatMessage(orTypeKey)} </span>
        <code className="account-secret" aria-labelledby={keyId} data-testid="totp-secret">
          {enrollment.secret}
        </code>
      </p>
      {problem && <Alert type="error" role="alert" title={problem} className="account-note" />}
      <label htmlFor={codeId} className="account-label">
        <FormattedMessage
          defaultMessage="Code from the app"
          id="oAD6o6"
          description="Second factor: label of the first code's field"
        />
      </label>
      <Space.Compact>
        <Input
          id={codeId}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="account-code-input"
        />
        <Button type="primary" htmlType="submit" loading={busy} disabled={!code.trim()}>
          <FormattedMessage
            defaultMessage="Turn on"
            id="Ate2JL"
            description="Second factor: confirms the first code and turns it on"
          />
        </Button>
      </Space.Compact>
    </form>
  );
}
