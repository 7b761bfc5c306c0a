// The antd half of shared/dialogs.tsx, in its own chunk: the themed modal holder the app's pop-ups open in.
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { useEffect } from 'react';
import { useColorScheme } from '../app/ColorSchemeProvider.tsx';
import { themeFor } from '../app/theme.ts';
import 'virtual:antd-styles/base.css';

export type ModalApi = ReturnType<typeof AntApp.useApp>['modal'];

function ModalBridge({ onReady }: { onReady: (modal: ModalApi) => void }) {
  const { modal } = AntApp.useApp();
  useEffect(() => onReady(modal), [modal, onReady]);
  return null;
}

export function DialogHost({ onReady }: { onReady: (modal: ModalApi) => void }) {
  const { scheme } = useColorScheme();
  return (
    <ConfigProvider theme={themeFor(scheme)} locale={enGB}>
      <AntApp component={false}>
        <ModalBridge onReady={onReady} />
      </AntApp>
    </ConfigProvider>
  );
}
