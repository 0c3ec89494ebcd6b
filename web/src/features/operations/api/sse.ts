// Server-Sent Events framing, parsed by hand because EventSource cannot send the bearer
// header: the stream is read with fetch and fed here chunk by chunk.

export type SseMessage = { event: string; data: string; id?: string };

export type SseParser = {
  push: (chunk: string) => void;
  /** Flushes a final event not followed by a blank line. */
  end: () => void;
};

export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let lastId: string | undefined;

  const dispatch = () => {
    if (dataLines.length > 0) {
      onMessage({
        event: eventName || 'message',
        data: dataLines.join('\n'),
        ...(lastId !== undefined ? { id: lastId } : {}),
      });
    }
    eventName = '';
    dataLines = [];
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    // 'retry' and unknown fields are ignored: reconnection is ours to decide.
  };

  return {
    push(chunk) {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone '\r' at the very end may be the first half of '\r\n': wait for more.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        processLine(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    end() {
      if (buffer !== '') processLine(buffer.replace(/\r$/, ''));
      buffer = '';
      dispatch();
    },
  };
}
