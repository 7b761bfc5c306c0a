// An activity's text as written: its line breaks kept (CSS), and each http(s) address a link. React escapes the text,
// so nothing in it is ever read as HTML.
const address = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address before it */
const trailing = /[.,;:!?)\]]+$/;

export function ActivityText({ text }: { text: string }) {
  const parts: Array<string | { href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(address)) {
    const href = match[0].replace(trailing, '');
    parts.push(text.slice(last, match.index), { href });
    last = match.index + href.length;
  }
  parts.push(text.slice(last));
  return (
    <p className="timeline-text" dir="auto">
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.href}
          </a>
        ),
      )}
    </p>
  );
}
