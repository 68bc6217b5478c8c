import { describe, expect, it } from 'vitest';
import { formatVtt, parseVtt, VttError } from '@/lib/video/vtt';

describe('WebVTT', () => {
  const cues = [
    { start: 0.5, end: 3, text: '一名骑士，三场 Boss 战。' },
    { start: 3.25, end: 61.125, text: 'Two\nlines' },
  ];

  it('writes cues that read back the same', () => {
    const file = formatVtt(cues);
    expect(file.startsWith('WEBVTT\n\n1\n00:00:00.500 --> 00:00:03.000\n')).toBe(true);
    expect(file).toContain('00:00:03.250 --> 00:01:01.125\nTwo\nlines');
    expect(parseVtt(file)).toEqual(cues);
  });

  it('reads cues without ids, with settings, with CRLF and without hours', () => {
    const file =
      'WEBVTT - captions\r\n\r\n00:01.000 --> 00:02.500 line:90%\r\nHello\r\n\r\n00:03.000 --> 00:04.000\r\nBye\r\n';
    expect(parseVtt(file)).toEqual([
      { start: 1, end: 2.5, text: 'Hello' },
      { start: 3, end: 4, text: 'Bye' },
    ]);
  });

  it.each([
    ['no header', '1\n00:00:01.000 --> 00:00:02.000\nHi\n', 1, /WEBVTT/],
    ['a malformed time', 'WEBVTT\n\n00:00:1.000 --> 00:00:02.000\nHi\n', 3, /timestamp/],
    ['an end before the start', 'WEBVTT\n\n00:00:03.000 --> 00:00:02.000\nHi\n', 3, /ends before/],
    [
      'cues out of order',
      'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nA\n\n00:00:01.000 --> 00:00:02.000\nB\n',
      6,
      /ascending/,
    ],
    ['a cue without text', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n', 3, /no text/],
    ['a block without timing', 'WEBVTT\n\nid\nHello\n', 3, /timing line/],
  ])('refuses %s, naming the line', (_name, file, line, message) => {
    let caught: unknown;
    try {
      parseVtt(file);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(VttError);
    expect((caught as VttError).line).toBe(line);
    expect((caught as VttError).message).toMatch(message);
  });

  it('refuses to write a cue whose text would break the file', () => {
    expect(() => formatVtt([{ start: 0, end: 1, text: 'a\n\nb' }])).toThrow(/blank lines/);
    expect(() => formatVtt([{ start: 0, end: 1, text: 'a --> b' }])).toThrow(/-->/);
    expect(() => formatVtt([{ start: 0, end: 1, text: ' ' }])).toThrow(/non-empty/);
  });
});
