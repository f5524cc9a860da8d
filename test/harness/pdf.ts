/**
 * The pages of a PDF as Chromium prints one (page.pdf()), each with the addresses of the links on it, in page order.
 * Chromium writes its page objects and their link annotations as plain objects — `/Annots [5 0 R 6 0 R]` on a page,
 * `/URI (http://…)` in each annotation — while the text is in compressed streams: a test that wants to know where a
 * piece of the printout landed puts a link on it (`http://mark.test/slip-3-top`) and reads the links here.
 */
export function pdfPageLinks(pdf: Buffer): string[][] {
  const text = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const m of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) objects.set(m[1], m[2]);
  const refs = (list: string | undefined) => [...(list ?? '').matchAll(/(\d+) 0 R/g)].map((m) => m[1]);
  // the page tree in order: a Pages node's Kids, depth first
  const root = [...objects.entries()].find(([, body]) => /\/Type\s*\/Pages\b/.test(body) && !/\/Parent\b/.test(body));
  if (!root) throw new Error('no page tree in this PDF');
  const pages: string[] = [];
  const visit = (id: string) => {
    const body = objects.get(id) ?? '';
    if (/\/Type\s*\/Pages\b/.test(body)) for (const kid of refs(/\/Kids\s*\[([^\]]*)\]/.exec(body)?.[1])) visit(kid);
    else if (/\/Type\s*\/Page\b/.test(body)) pages.push(id);
  };
  visit(root[0]);
  return pages.map((id) => {
    const annots = refs(/\/Annots\s*\[([^\]]*)\]/.exec(objects.get(id) ?? '')?.[1]);
    return annots.flatMap((a) => {
      const uri = /\/URI\s*\(([^)]*)\)/.exec(objects.get(a) ?? '')?.[1];
      return uri ? [uri] : [];
    });
  });
}
