/** The part of write-file-atomic 7 (CommonJS) that storage uses: temp file in the same folder, write, fsync, rename. */
declare module 'write-file-atomic' {
  interface Options {
    readonly encoding?: BufferEncoding;
    readonly fsync?: boolean;
    readonly mode?: number;
  }
  function writeFileAtomic(filename: string, data: string | Uint8Array, options?: Options): Promise<void>;
  export default writeFileAtomic;
}
