import { useLocale } from 'next-intl';
import { Fragment } from 'react';
import { phrases } from '@/lib/typography/phrases';

/**
 * Text that breaks lines only between phrases in Japanese and Chinese (lib/typography/phrases.ts): a <wbr>
 * at each phrase boundary, which globals.css makes the only break opportunity in headings. A Server
 * Component only: BudouX's models stay on the server.
 */
export function Phrases({ text }: { text: string }) {
  const pieces = phrases(text, useLocale());
  if (pieces.length < 2) return text;
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}
