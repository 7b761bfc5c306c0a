// The selection bar's Add tag and Remove tag menus: one item per team tag (shared/MenuButton.tsx).
import { TagOutlined, TagsOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { MenuButton } from '../../../shared/MenuButton.tsx';
import type { TeamTag } from '../../../shared/tags/TagChips.tsx';
import { tagWords } from './tagWords.ts';

export function BulkTagMenus({
  tags,
  onAdd,
  onRemove,
}: {
  tags: readonly TeamTag[];
  onAdd: (tag: TeamTag) => void;
  onRemove: (tag: TeamTag) => void;
}) {
  const intl = useIntl();
  if (!tags.length) return null;
  const items = (choose: (tag: TeamTag) => void) =>
    tags.map((tag) => ({ key: tag.id, label: tag.name, icon: <TagOutlined />, onSelect: () => choose(tag) }));
  return (
    <>
      <MenuButton
        label={intl.formatMessage(tagWords.addTagLabel)}
        buttonClassName="ui-button ui-button-small"
        button={
          <>
            <TagsOutlined />
            {intl.formatMessage(tagWords.addTag)}
          </>
        }
        items={items(onAdd)}
      />
      <MenuButton
        label={intl.formatMessage(tagWords.removeTagLabel)}
        buttonClassName="ui-button ui-button-small"
        button={
          <>
            <TagOutlined />
            {intl.formatMessage(tagWords.removeTag)}
          </>
        }
        items={items(onRemove)}
      />
    </>
  );
}
