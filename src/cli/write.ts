import fs from 'node:fs';
import path from 'node:path';

/** Links followed at most, as the system follows them before it says ELOOP (Linux's 40). */
const MOST_LINKS = 40;

/**
 * The file a name writes to: the name, or where its symbolic links lead, a link to a file not yet made included;
 * undefined for a loop of links.
 */
export function linkedTarget(file: string): string | undefined {
  let target = path.resolve(file);
  for (let hops = 0; hops <= MOST_LINKS; hops++) {
    let link: string;
    try {
      link = fs.readlinkSync(target);
    } catch {
      return target; // not a link, or nothing there yet
    }
    target = path.resolve(path.dirname(target), link);
  }
  return undefined;
}

/** Why a write failed, as the command says it: the disk full, not allowed, a loop of links, else the system's message. */
function why(e: unknown): 'full' | 'denied' | 'loop' | string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'full';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'denied';
  if (code === 'ELOOP') return 'loop';
  return (e as Error).message;
}

/**
 * Writes --out whole or not at all (docs/conventions.md#the-sidebar-the-command-line-and-the-build): a file is written
 * beside its target and then renamed onto it, so that a full disk leaves the old file as it was rather than half of
 * the new one, and a link keeps pointing where it did; a device or a pipe (`/dev/stdout`) is written as it is. Returns
 * why it could not, or undefined.
 */
export function writeWhole(out: string, text: string): string | undefined {
  const target = linkedTarget(out);
  if (target === undefined) return 'loop';
  let temp: string | undefined;
  try {
    const before = fs.statSync(target, { throwIfNoEntry: false });
    if (before && !before.isFile()) {
      fs.writeFileSync(target, text);
      return undefined;
    }
    temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.podium`);
    fs.writeFileSync(temp, text, { flag: 'wx', mode: before ? before.mode & 0o7777 : 0o666 });
    fs.renameSync(temp, target);
    temp = undefined;
    return undefined;
  } catch (e) {
    return why(e);
  } finally {
    if (temp !== undefined) fs.rmSync(temp, { force: true });
  }
}
