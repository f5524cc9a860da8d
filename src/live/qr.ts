import { encode } from 'uqr';

/**
 * A QR code of `text` drawn on a canvas in the page itself (uqr, MIT: its notice travels in the page), never by a
 * remote service: black modules on white with the four-module quiet zone readers expect, at least `pixels` wide, each
 * module a whole number of pixels.
 */
export function qrCanvas(text: string, pixels: number): HTMLCanvasElement {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const canvas = document.createElement('canvas');
  const scale = Math.max(1, Math.ceil(pixels / size));
  canvas.width = canvas.height = size * scale;
  const g = canvas.getContext('2d') as CanvasRenderingContext2D;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) g.fillRect(x * scale, y * scale, scale, scale);
    });
  });
  canvas.className = 'qr';
  return canvas;
}
