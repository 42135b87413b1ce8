// heic-decode ships no types: the two calls made of it (server/catalog/heic-decode.worker.mjs decodes on a
// worker thread; server/catalog/heic-pool.test.ts decodes on the main thread to show what that blocks).
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface Decode {
    (input: { buffer: Uint8Array }): Promise<DecodedImage>;
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  const decode: Decode;
  export default decode;
}
