// The antd half of shared/dialogs.tsx, in its own chunk: the themed holder the app's pop-ups and messages open in.
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { useEffect } from 'react';
import { useColorScheme } from './ColorSchemeProvider.tsx';
import { themeFor } from './theme.ts';
import 'virtual:antd-styles/base.css';

export type ModalApi = ReturnType<typeof AntApp.useApp>['modal'];
export type MessageApi = ReturnType<typeof AntApp.useApp>['message'];
export interface DialogApis {
  modal: ModalApi;
  message: MessageApi;
}

function Bridge({ onReady }: { onReady: (apis: DialogApis) => void }) {
  const { modal, message } = AntApp.useApp();
  useEffect(() => onReady({ modal, message }), [modal, message, onReady]);
  return null;
}

export function DialogHost({ onReady }: { onReady: (apis: DialogApis) => void }) {
  const { scheme } = useColorScheme();
  return (
    <ConfigProvider theme={themeFor(scheme)} locale={enGB}>
      <AntApp component={false}>
        <Bridge onReady={onReady} />
      </AntApp>
    </ConfigProvider>
  );
}
