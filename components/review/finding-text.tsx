'use client';

import { useFormatter, useTranslations } from 'next-intl';
import {
  BYTES_PARAMS,
  EXACT_BYTES_PARAMS,
  findingParams,
  isFindingCode,
  PLAIN_PARAMS,
  type Said,
} from '@/lib/playable/compliance/findings';
import { formatBytes } from '@/lib/playable/compliance/format';

// A compliance finding (or a size saving) in the tester's language: its code's words from
// `ComplianceFindings`, with the values that quote the build (file names, URLs, calls, the browser's text)
// shown verbatim as code, and sizes in the page's number format. A finding stored before findings had codes
// shows its English, marked as such.

/** Stands for a quote inside the translated text, which is then cut at it (never in a message). */
const MARK = '\u2063';

export function FindingText({ said, english }: { said?: Said; english: string }) {
  const t = useTranslations('ComplianceFindings');
  const tSizes = useTranslations('ReviewCompliance.sizes');
  const format = useFormatter();
  if (!said || !isFindingCode(said.code)) return <span lang="en">{english}</span>;
  const size = (value: number) =>
    (value < 1000 ? tSizes('byteCount', { count: value }) : formatBytes(value)).replace(/ /g, '\u00a0');
  const values: Record<string, string | number> = {};
  const quotes: string[] = [];
  for (const name of findingParams(said.code)) {
    const value = said.params[name];
    if (typeof value === 'number' && EXACT_BYTES_PARAMS.has(name)) {
      values[name] = value < 1000 ? size(value) : `${format.number(value)} (${size(value)})`;
    } else if (typeof value === 'number' && BYTES_PARAMS.has(name)) values[name] = size(value);
    else if (PLAIN_PARAMS.has(name)) values[name] = value ?? '';
    else {
      values[name] = `${MARK}${quotes.length}${MARK}`;
      quotes.push(String(value ?? ''));
    }
  }
  const parts = t(said.code, values).split(MARK);
  return (
    <span>
      {parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{quotes[Number(part)]}</code> : part))}
    </span>
  );
}
