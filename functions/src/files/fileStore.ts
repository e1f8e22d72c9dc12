/** Where resume files live: Cloud Storage in production, local disk in the offline stack. */
export interface FileStore {
  save(path: string, bytes: Buffer, contentType: string): Promise<void>;
  read(path: string): Promise<Buffer | null>;
  remove(path: string): Promise<void>;
  /** Moves a file (nothing when there is none at `from`). */
  move(from: string, to: string): Promise<void>;
}
