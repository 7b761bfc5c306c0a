import { Alert, Button, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import type { passkeyNameMax as serverPasskeyNameMax } from '../../../../server/domain/signin/passkeyService.ts';
import { usePasskeyMutations } from './useAccountMutations.ts';

/** The longest passkey name the server keeps (typed by its bound, so a change there fails to compile here). */
const passkeyNameMax: typeof serverPasskeyNameMax = 100;

const words = defineMessages({
  add: {
    defaultMessage: 'Add a passkey',
    id: 'FIHVB1',
    description: "Adding a passkey: the form's name and its button",
  },
  cancelled: {
    defaultMessage: 'The passkey was not created: the browser’s prompt was closed.',
    id: 'Z7Hqtv',
    description: "Adding a passkey: the person closed the browser's prompt",
  },
});

/** Names a new passkey and asks the browser to make it (a discoverable credential, so sign-in needs no email). */
export function AddPasskey({ onAdded }: { onAdded?: (name: string) => void }) {
  const intl = useIntl();
  const serverWords = useServerWords();
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
    } else setProblem('cancelled' in outcome ? intl.formatMessage(words.cancelled) : serverWords(outcome.problem));
  };
  return (
    <form
      className="account-step"
      aria-label={intl.formatMessage(words.add)}
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      {problem && <Alert type="error" role="alert" title={problem} className="account-note" />}
      <label htmlFor={nameId} className="account-label">
        <FormattedMessage
          defaultMessage="Passkey name"
          id="BSArUT"
          description="Adding a passkey: label of the name field"
        />
      </label>
      <Space.Compact>
        <Input
          id={nameId}
          value={name}
          maxLength={passkeyNameMax}
          placeholder={intl.formatMessage({
            defaultMessage: 'Work laptop',
            id: 'Bl7RtH',
            description: "Adding a passkey: an example of a passkey's name",
          })}
          onChange={(event) => setName(event.target.value)}
          className="account-name-input"
        />
        <Button type="primary" htmlType="submit" loading={busy} disabled={!name.trim()}>
          <FormattedMessage {...words.add} />
        </Button>
      </Space.Compact>
    </form>
  );
}
