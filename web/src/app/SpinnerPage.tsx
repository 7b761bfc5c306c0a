import { Spin } from 'antd';

/** 'dashboard/spinner': the spec shows only a spinner here. */
export function SpinnerPage() {
  return (
    <div className="spinner-page">
      <Spin size="large" description="Loading…">
        <div className="spinner-page-area" />
      </Spin>
    </div>
  );
}
