// The team's tags: a name and a colour each, put on customers (Customer.tagIds) to group and filter them. The rules of
// a tag's name and colour, checked once for the API and the web form.
import { tooLongMessage, limits, type FieldErrors } from '../fieldRules.ts';

export interface Tag {
  id: string;
  /** Trimmed, 1 to limits.tagNameMax characters, unique in the team case aside */
  name: string;
  /** One of tagColors: the web shows each as a chip whose text contrast holds in light and dark schemes */
  color: TagColor;
  createdAt: number;
}

/** A tag with how many active customers carry it (the Team page's count). */
export interface CountedTag extends Tag {
  count: number;
}

/** The colours a tag may have: the web's chip palette (antd's preset colours). */
export const tagColors = [
  'gray',
  'red',
  'volcano',
  'orange',
  'gold',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
] as const;
export type TagColor = (typeof tagColors)[number];
export const defaultTagColor: TagColor = 'blue';

export const tagMessages = {
  name: 'Please name the tag',
  sameName: 'A tag with this name already exists',
  color: `Choose one of the colours: ${tagColors.join(', ')}`,
  tooMany: `The team can keep at most ${limits.tagsMax} tags: delete one first`,
  unknown: 'No such tag',
  noName: 'No tag has this name: an admin may add it',
  characters: 'Please remove the invalid characters',
} as const;

// Half of a surrogate pair with no other half: storage in UTF-8 cannot keep it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isTagColor = (color: string): color is TagColor => (tagColors as readonly string[]).includes(color);

/** Two names are the same tag when they differ only in case and accents ('VIP' and 'vip'). */
export const tagNameKey = (name: string) =>
  name.trim().normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/** What is wrong with a tag's name (trimmed) and colour, per field; empty when nothing is. */
export function tagProblems(name: string | null | undefined, color: string | null | undefined): FieldErrors {
  const errors: FieldErrors = {};
  if (name !== undefined && name !== null) {
    const trimmed = name.trim();
    if (!trimmed) errors.name = tagMessages.name;
    else if (trimmed.length > limits.tagNameMax) errors.name = tooLongMessage(limits.tagNameMax);
    else if (loneSurrogate.test(trimmed)) errors.name = tagMessages.characters;
  }
  if (color !== undefined && color !== null && !isTagColor(color)) errors.color = tagMessages.color;
  return errors;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Tags in name order, as every list of them shows. */
export const sortTags = <T extends Tag>(tags: readonly T[]): T[] =>
  [...tags].sort((a, b) => byName.compare(a.name, b.name));

/**
 * Whether a customer passes a filter by tags: it carries every one of `tagIds` (none given: any customer). `carries`
 * says whether it carries one (the stores read Customer.tagIds, the live list a row's tags).
 */
export const carriesEveryTag = (
  carries: (tagId: string) => boolean,
  tagIds: readonly string[] | null | undefined,
): boolean => (tagIds ?? []).every(carries);
