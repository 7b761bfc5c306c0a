import { GoogleOutlined } from '@ant-design/icons';
import { Alert, Button, Divider } from 'antd';
import { useGoogleSignIn } from './useGoogleSignIn.ts';

export function GoogleSignIn({ onConnected }: { onConnected: () => void }) {
  const google = useGoogleSignIn(onConnected);
  return (
    <>
      <Divider plain className="login-divider">
        or
      </Divider>
      <Button block size="large" icon={<GoogleOutlined />} loading={google.pending} onClick={() => void google.start()}>
        Login with Google
      </Button>
      {google.warning && (
        <Alert className="login-google-warning" type="warning" showIcon title={google.warning} closable={{ onClose: google.dismissWarning }} />
      )}
    </>
  );
}
