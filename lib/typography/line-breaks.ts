/** The line-break marks a message may carry (lib/typography/wbr.tsx). */
export const LINE_BREAK_MARK = '<wbr></wbr>';

/** A message's text as it reads, without its line-break marks. */
export function withoutLineBreaks(message: string): string {
  return message.replaceAll(LINE_BREAK_MARK, '');
}
