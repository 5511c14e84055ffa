// DOM helpers every game page uses: finding its elements, the message line, telling the site around the frame.

/** The page's element with data-testid=`testId`; a missing one is a page bug, so it throws at start. */
export function byTestId<T extends HTMLElement = HTMLElement>(
  testId: string,
  root: ParentNode = document,
): T {
  const element = root.querySelector<T>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`the page has no [data-testid="${testId}"]`);
  return element;
}

/** The first element matching `selector`; throws when the page lacks it. */
export function required<T extends Element = HTMLElement>(selector: string, root: ParentNode = document): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`the page has no ${selector}`);
  return element;
}

/** Shows a message in the page's [data-role=message] region (or the given element); empty text hides it. */
export function showMessage(
  text: string,
  element: HTMLElement | null = document.querySelector<HTMLElement>('[data-role="message"]'),
): void {
  if (!element) return;
  element.textContent = text;
  element.hidden = !text;
}

/** Tells the site around the game frame that the balance moved, so it refreshes its header. */
export function notifyBalanceChanged(): void {
  window.parent.postMessage({ source: 'kirin-vendor', type: 'balance-changed' }, '*');
}

/** A table cell with text, and a class when given. */
export function cell(text: string, className = ''): HTMLTableCellElement {
  const td = document.createElement('td');
  if (className) td.className = className;
  td.textContent = text;
  return td;
}
