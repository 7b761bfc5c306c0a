// What the customers and contacts lists share: search as you type, and a title that counts what is shown.
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Grid, Input, Space, Tag, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';

/** The search text, and the items that match it (filtered on a deferred copy so typing stays smooth). */
export function useListSearch<T>(items: readonly T[], matches: (item: T, search: string) => boolean) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => items.filter((item) => matches(item, deferredSearch)), [items, matches, deferredSearch]);
  return { search, setSearch, searching: deferredSearch.trim() !== '', shown };
}

export function ListTitle({ title, shown, total, counted }: { title: string; shown: number; total: number; counted: boolean }) {
  return (
    <Space size="small" wrap>
      <Typography.Title level={1} className="page-title">
        {title}
      </Typography.Title>
      {counted && <Tag color="processing">{shown === total ? total : `${shown} of ${total}`}</Tag>}
    </Space>
  );
}

export function ListSearch({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <Input
      className="customers-search"
      allowClear={{ clearIcon: <CloseCircleFilled aria-label="Clear search" /> }}
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * Below antd's md breakpoint (768 px) the lists stack each row's fields in one column instead of scrolling
 * sideways, so every field and action of a row is in view on a phone.
 */
export function useStackedRows(): boolean {
  return Grid.useBreakpoint().md === false;
}

/** An email address that may wrap only after its '@' where space is short, never in the middle of a name. */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
