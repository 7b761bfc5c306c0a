/** The product's mark and name, on top of the sidebar (its icon alone when collapsed). */
export function Brand({ collapsed = false, id }: { collapsed?: boolean; id?: string }) {
  return (
    <div className={`brand${collapsed ? ' brand-collapsed' : ''}`} id={id}>
      <span className="brand-mark" aria-hidden="true">
        S
      </span>
      {!collapsed && (
        <span className="brand-name">
          Staff <strong>CRM</strong>
        </span>
      )}
    </div>
  );
}
