import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects: after the "@" and before a dot, never
 * inside a word. Only a single part too long for the line at all is broken (overflow-wrap),
 * so nothing spills out of a phone-wide card.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <strong className="font-semibold break-words">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </strong>
  );
}
