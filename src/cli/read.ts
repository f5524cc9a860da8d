import fs from 'node:fs';

/** A file's text, and a warning when it had to be read as Windows-1252. */
export interface Decoded {
  text: string;
  warning?: string;
}

/**
 * A file's bytes as text (docs/conventions.md#the-sidebar-the-command-line-and-the-build): UTF-8 with or without a byte-order mark, UTF-16 with one; a file that is not
 * valid UTF-8 is read as Windows-1252 (what older spreadsheets export), with a warning saying so.
 */
export function decode(bytes: Uint8Array, file: string): Decoded {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body) };
  } catch {
    return {
      text: new TextDecoder('windows-1252').decode(body),
      warning: `${file} is not UTF-8; it was read as Windows-1252 (save it as UTF-8 to be sure of accented names)`,
    };
  }
}

/** Reads a file whole; what fails is said in the organizer's words, and the caller decides the exit status. */
export function readBytes(file: string): Uint8Array | string {
  try {
    return fs.readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (e as Error).message;
  }
}
