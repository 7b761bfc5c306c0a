// The contacts list's pager, rendered plain as antd's Pagination looks under theme.ts (contacts.css).
import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  EllipsisOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { useLayoutEffect, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

type PagerItem = number | 'jump-prev' | 'jump-next';

const words = defineMessages({
  pages: {
    defaultMessage: 'Pages of contacts',
    id: 'YSzZw/',
    description: "Accessible name of the contacts list's pager",
  },
  previous: {
    defaultMessage: 'Previous page',
    id: 'LpDQBY',
    description: 'Contacts pager: the button to the page before',
  },
  next: { defaultMessage: 'Next page', id: 'McmBt7', description: 'Contacts pager: the button to the page after' },
  previousFive: {
    defaultMessage: 'Previous 5 pages',
    id: 'sXGB6N',
    description: 'Contacts pager: the button 5 pages back',
  },
  nextFive: { defaultMessage: 'Next 5 pages', id: 'tkBeaL', description: 'Contacts pager: the button 5 pages on' },
});

const pageLabel = defineMessage<{ page: string }>({
  defaultMessage: 'Page {page}',
  id: '29bc/m',
  description: 'Contacts pager: accessible name of a page number',
});

/**
 * The pages the pager offers, as antd's Pagination picks them: all of up to 7, else the first, the last, and the
 * current with two either side, gaps between them as jumps of 5 pages.
 */
function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  let left = Math.max(1, current - 2);
  let right = Math.min(current + 2, pageCount);
  if (current - 1 <= 2) right = 5;
  if (pageCount - current <= 2) left = pageCount - 4;
  const jumpPrev = current - 1 >= 4 && current !== 3;
  const jumpNext = pageCount - current >= 4 && current !== pageCount - 2;
  if (jumpPrev && right !== pageCount) left += 1;
  if (jumpNext && left !== 1) right -= 1;
  const items: PagerItem[] = [];
  if (left !== 1) items.push(1);
  if (jumpPrev) items.push('jump-prev');
  for (let page = left; page <= right; page++) items.push(page);
  if (jumpNext) items.push('jump-next');
  if (right !== pageCount) items.push(pageCount);
  return items;
}

/**
 * antd's pager, rendered plain. Previous and Next stay focusable at either end (aria-disabled), so focus is not lost
 * when Next reaches the last page; a jump that leaves (its gap closed) hands focus to the current page.
 */
export function Pager({
  current,
  pageCount,
  onChange,
}: {
  current: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const intl = useIntl();
  const nav = useRef<HTMLElement>(null);
  const moved = useRef(false);
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (!nav.current?.contains(document.activeElement))
      nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  });
  const go = (page: number) => {
    if (page === current || page < 1 || page > pageCount) return;
    moved.current = true;
    onChange(page);
  };
  const items = pagerItems(current, pageCount);
  return (
    <nav ref={nav} className="contacts-pager" aria-label={intl.formatMessage(words.pages)}>
      <ul>
        <li>
          <button
            type="button"
            className="contacts-pager-step"
            aria-label={intl.formatMessage(words.previous)}
            aria-disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            <LeftOutlined />
          </button>
        </li>
        {items.map((item, index) => {
          if (item === 'jump-prev' || item === 'jump-next') {
            const back = item === 'jump-prev';
            return (
              <li key={item}>
                <button
                  type="button"
                  className="contacts-pager-jump"
                  aria-label={intl.formatMessage(back ? words.previousFive : words.nextFive)}
                  onClick={() => go(back ? Math.max(1, current - 5) : Math.min(pageCount, current + 5))}
                >
                  <span className="contacts-pager-jump-arrow">
                    {back ? <DoubleLeftOutlined /> : <DoubleRightOutlined />}
                  </span>
                  <span className="contacts-pager-jump-ellipsis">
                    <EllipsisOutlined />
                  </span>
                </button>
              </li>
            );
          }
          // Beside a jump, antd leaves a page out on narrower screens (contacts.css), so the pager fits a phone.
          const besideJump = items[index - 1] === 'jump-prev' || items[index + 1] === 'jump-next';
          return (
            <li key={item} className={besideJump ? 'contacts-pager-beside-jump' : undefined}>
              <button
                type="button"
                className="contacts-pager-page"
                // The number as the button shows it.
                aria-label={intl.formatMessage(pageLabel, { page: String(item) })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="contacts-pager-step"
            aria-label={intl.formatMessage(words.next)}
            aria-disabled={current === pageCount}
            onClick={() => go(current + 1)}
          >
            <RightOutlined />
          </button>
        </li>
      </ul>
    </nav>
  );
}
