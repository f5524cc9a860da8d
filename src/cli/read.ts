import fs from 'node:fs';

/** A file's text, and whether it had to be read as Windows-1252 (which the command warns of). */
export interface Decoded {
  text: string;
  guessed?: true;
}

/**
 * A file's bytes as text (docs/conventions.md#the-sidebar-the-command-line-and-the-build): UTF-8 with or without a byte-order mark, UTF-16 with one; a file that is not
 * valid UTF-8 is read as Windows-1252 (what older spreadsheets export), with a warning saying so.
 */
export function decode(bytes: Uint8Array): Decoded {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body) };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(body), guessed: true };
  }
}

/** Reads a file whole; what fails is why (missing, a folder, else the system's message), and the caller says it. */
export function readBytes(file: string): Uint8Array | string {
  try {
    return fs.readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'missing' : code === 'EISDIR' ? 'folder' : (e as Error).message;
  }
}
