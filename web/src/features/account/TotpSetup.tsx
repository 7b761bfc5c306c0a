// Setting up the authenticator app: a QR code (and the key, to type instead), the first code to turn it on, then the
// ten recovery codes, shown this once.
import { Alert, Button, Input, QRCode, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTotpMutations } from './useAccountMutations.ts';

export function TotpSetup({ onEnrolled }: { onEnrolled: () => void }) {
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
    setProblem(outcome.ok ? null : outcome.problem);
  };
  const confirm = async () => {
    setBusy(true);
    const outcome = await totp.confirm(code);
    setBusy(false);
    if (outcome.ok) setCodes(outcome.value);
    setProblem(outcome.ok ? null : outcome.problem);
  };

  if (codes) {
    return (
      <div className="account-step">
        <Alert type="success" showIcon role="status" title="The second factor is on." className="account-note" />
        <Typography.Paragraph>
          Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. They are not shown
          again.
        </Typography.Paragraph>
        <ul className="account-codes" aria-label="Recovery codes">
          {codes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
        <Space wrap>
          <Button onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>Copy the codes</Button>
          <Button type="primary" onClick={onEnrolled}>
            I have saved these codes
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
          Set up an authenticator app
        </Button>
      </div>
    );
  }
  return (
    <form
      className="account-step"
      aria-label="Set up an authenticator app"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <Typography.Paragraph>
        Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then type the 6-digit code
        it shows.
      </Typography.Paragraph>
      <div className="account-qr">
        <QRCode
          value={enrollment.otpauthUrl}
          size={176}
          bgColor="#ffffff"
          color="#000000"
          aria-label="QR code for the authenticator app"
        />
      </div>
      <p>
        <span id={keyId}>Or type this key: </span>
        <code className="account-secret" aria-labelledby={keyId} data-testid="totp-secret">
          {enrollment.secret}
        </code>
      </p>
      {problem && <Alert type="error" role="alert" title={problem} className="account-note" />}
      <label htmlFor={codeId} className="account-label">
        Code from the app
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
          Turn on
        </Button>
      </Space.Compact>
    </form>
  );
}
