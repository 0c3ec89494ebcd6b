import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse';

function parse(chunks: string[], end = false): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.push(chunk);
  if (end) parser.end();
  return messages;
}

describe('createSseParser', () => {
  it('reads named events with JSON data', () => {
    expect(parse(['event: operation\ndata: {"status":"running"}\n\n'])).toEqual([
      { event: 'operation', data: '{"status":"running"}' },
    ]);
  });

  it('defaults the event name to message and keeps the last id', () => {
    expect(parse(['id: 7\ndata: a\n\ndata: b\n\n'])).toEqual([
      { event: 'message', data: 'a', id: '7' },
      { event: 'message', data: 'b', id: '7' },
    ]);
  });

  it('joins multi-line data with newlines and strips only one leading space', () => {
    expect(parse(['data:  one\ndata:two\n\n'])).toEqual([{ event: 'message', data: ' one\ntwo' }]);
  });

  it('ignores comments, unknown fields and blank lines without data', () => {
    expect(parse([': keep-alive\n\nretry: 1000\nfoo: bar\n\nevent: operation\n\n'])).toEqual([]);
  });

  it('reassembles frames split anywhere across chunks, CRLF included', () => {
    const frame = 'event: operation\r\ndata: {"a":1}\r\n\r\nevent: operation\r\ndata: {"a":2}\r\n\r\n';
    for (let size = 1; size <= 7; size += 1) {
      const chunks = frame.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(parse(chunks)).toEqual([
        { event: 'operation', data: '{"a":1}' },
        { event: 'operation', data: '{"a":2}' },
      ]);
    }
  });

  it('accepts bare CR line endings', () => {
    expect(parse(['data: x\r\r'], true)).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('does not dispatch an unterminated event until the stream ends', () => {
    expect(parse(['event: operation\ndata: {}'])).toEqual([]);
    expect(parse(['event: operation\ndata: {}'], true)).toEqual([{ event: 'operation', data: '{}' }]);
  });

  it('treats a field without colon as empty', () => {
    expect(parse(['data\n\n'])).toEqual([{ event: 'message', data: '' }]);
  });
});
