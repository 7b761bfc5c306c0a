import { FormattedMessage } from 'react-intl';

/** The product's mark and name, on top of the sidebar (its icon alone when collapsed). */
export function Brand({ collapsed = false, id }: { collapsed?: boolean; id?: string }) {
  return (
    <div className={`brand${collapsed ? ' brand-collapsed' : ''}`} id={id}>
      <span className="brand-mark" aria-hidden="true">
        <FormattedMessage
          defaultMessage="S"
          id="ZIR5Eq"
          description="The product's mark: the first letter of its name"
        />
      </span>
      {!collapsed && (
        <span className="brand-name">
          <FormattedMessage
            defaultMessage="Staff <strong>CRM</strong>"
            id="CYd8AF"
            description="The product's name on top of the sidebar"
            values={{ strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </span>
      )}
    </div>
  );
}
