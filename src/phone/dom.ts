/** Small DOM helpers the phone page and its game pads share: find, make, and wire a press button. */

/** An element of the page by id; a missing one is a build mistake. */
export function byId<T extends HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (!e) throw new Error(`#${id} is missing from the phone page`);
  return e as T;
}

/** A new element with a class and optional text. */
export function make<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text) e.textContent = text;
  return e;
}

/** Makes a button fire on touch (pointer down, for speed) and on keyboard or switch access (a click with no pointer). */
export function wireButton(button: HTMLElement, fire: () => void): void {
  button.addEventListener('animationend', () => button.classList.remove('shake'));
  button.addEventListener('pointerdown', (e) => {
    e.preventDefault();
    button.classList.add('pressing');
    fire();
  });
  for (const end of ['pointerup', 'pointercancel', 'pointerleave'] as const)
    button.addEventListener(end, () => button.classList.remove('pressing'));
  button.addEventListener('click', (e) => {
    if (e.detail === 0) fire();
  });
}
