import 'server-only';

// An answer written as it is read (the catalogue feeds, the spreadsheet export): text chunks, a
// page of products each, sent as bytes when the client asks for more, so the server's memory
// does not grow with the catalogue.

/** The writer's text as bytes, a chunk at a time, as the reader asks. */
export function byteStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const source = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      // The client went away: stop reading the catalogue.
      await source.return?.();
    },
  });
}
