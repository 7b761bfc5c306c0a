import { Alert, Button, Input, Space } from 'antd';
import { useId, useState } from 'react';
import type { passkeyNameMax as serverPasskeyNameMax } from '../../../../server/domain/signin/passkeyService.ts';
import { usePasskeyMutations } from './useAccountMutations.ts';

/** The longest passkey name the server keeps (typed by its bound, so a change there fails to compile here). */
const passkeyNameMax: typeof serverPasskeyNameMax = 100;

/** Names a new passkey and asks the browser to make it (a discoverable credential, so sign-in needs no email). */
export function AddPasskey({ onAdded }: { onAdded?: (name: string) => void }) {
  const passkeys = usePasskeyMutations();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const add = async () => {
    setBusy(true);
    const outcome = await passkeys.add(name);
    setBusy(false);
    if (outcome.ok) {
      setName('');
      setProblem(null);
      onAdded?.(outcome.value.name);
    } else
      setProblem(
        'cancelled' in outcome ? 'The passkey was not created: the browser’s prompt was closed.' : outcome.problem,
      );
  };
  return (
    <form
      className="account-step"
      aria-label="Add a passkey"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      {problem && <Alert type="error" role="alert" title={problem} className="account-note" />}
      <label htmlFor={nameId} className="account-label">
        Passkey name
      </label>
      <Space.Compact>
        <Input
          id={nameId}
          value={name}
          maxLength={passkeyNameMax}
          placeholder="Work laptop"
          onChange={(event) => setName(event.target.value)}
          className="account-name-input"
        />
        <Button type="primary" htmlType="submit" loading={busy} disabled={!name.trim()}>
          Add a passkey
        </Button>
      </Space.Compact>
    </form>
  );
}
