// The account page's sections, rendered with antd as a part of their own under the page's plain card (AccountPage.tsx):
// the password, passkeys, second factor and the devices signed in. Each section says the server's answer in place.
// Each section is a module of its own, imported here only, so all come in this part's chunk.
import { useMemo } from 'react';
import type { AccountQuery } from '../../gql/graphql.ts';
import { useStaggeredRender } from '../../shared/useStaggeredRender.ts';
import { DevicesSection } from './DevicesSection.tsx';
import { PasskeysSection } from './PasskeysSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { SecondFactorSection } from './SecondFactorSection.tsx';

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
  // Four cards of forms, lists and buttons: rendered one a task (shared/useStaggeredRender.ts), each task a fraction of
  // the one that rendered them all.
  const rendered = useStaggeredRender(sections.length);
  return (
    // Busy until every section is rendered: the shell's footer waits out of sight rather than being pushed down.
    <div className="account-sections" aria-busy={rendered < sections.length}>
      {sections.slice(0, rendered)}
    </div>
  );
}
