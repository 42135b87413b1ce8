// Working buffers reused from one search to the next. At 100,000 products a search needs a few
// hundred kilobytes of typed arrays; allocating them afresh each time is garbage outside the JS heap,
// which V8 answers with full collections of a heap that holds the whole catalogue.
export class Scratch {
  private readonly buffers = new Map<string, ArrayBuffer>();

  private buffer(name: string, bytes: number): ArrayBuffer {
    let buf = this.buffers.get(name);
    if (!buf || buf.byteLength < bytes) {
      buf = new ArrayBuffer(Math.max(bytes, (buf?.byteLength ?? 0) * 2, 64));
      this.buffers.set(name, buf);
    }
    return buf;
  }

  /** Contents are whatever the last user left. */
  uint32(name: string, length: number): Uint32Array {
    return new Uint32Array(this.buffer(name, length * 4), 0, length);
  }

  int32(name: string, length: number): Int32Array {
    return new Int32Array(this.buffer(name, length * 4), 0, length);
  }

  zeroedUint32(name: string, length: number): Uint32Array {
    return this.uint32(name, length).fill(0);
  }
}
