import fs from 'node:fs';

/** A file's text, and whether it had to be read as Windows-1252 (which the command warns of). */
export interface Decoded {
  text: string;
  guessed?: true;
}

/**
 * What Windows-1252 has at 0x80–0x9F (the WHATWG Encoding Standard's index-windows-1252), where Latin-1 has control
 * codes: Node 20's TextDecoder('windows-1252') reads them as Latin-1, turning Š and Œ into invisible controls. The five
 * bytes Windows-1252 leaves undefined keep their code points, as the standard says.
 */
const WINDOWS_1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Bytes as Windows-1252: Latin-1 but for 0x80–0x9F. */
function windows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_80_9F[c.charCodeAt(0) - 0x80]);
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
    return { text: windows1252(body), guessed: true };
  }
}

/** Reads a file whole; what fails is why (missing, a folder, not allowed, else the system's message), and the caller says it. */
export function readBytes(file: string): Uint8Array | string {
  try {
    return fs.readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? 'missing'
      : code === 'EISDIR'
        ? 'folder'
        : code === 'EACCES' || code === 'EPERM'
          ? 'denied'
          : (e as Error).message;
  }
}
