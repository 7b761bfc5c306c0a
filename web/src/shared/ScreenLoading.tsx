/** What shows while a screen's code or the login check arrives: plain elements, as antd may not be here yet. */
export function ScreenLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status">
      <span className="page-spinner-ring" aria-hidden="true" />
      <span className="page-spinner-text">{label}</span>
    </div>
  );
}
