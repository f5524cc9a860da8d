// The page's few DOM helpers: every value from the server reaches the page as text (textContent), never as HTML.

export function el(tag: string, text = '', className = ''): HTMLElement {
  const e = document.createElement(tag);
  if (text) e.textContent = text;
  if (className) e.className = className;
  return e;
}

export const add = (parent: HTMLElement, ...children: HTMLElement[]) => {
  parent.append(...children);
  return parent;
};
