import { afterEach, describe, expect, it } from 'vitest';
import { keepOneTitle } from './one-title';

const titles = () => [...document.head.querySelectorAll('title')].map((title) => title.text);
const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

function screenTitle(text: string) {
  const title = document.createElement('title');
  title.text = text;
  // React inserts a screen's title before the head's first one.
  document.head.insertBefore(title, document.head.querySelector('title'));
  return title;
}

describe('keepOneTitle', () => {
  afterEach(() => {
    for (const title of document.head.querySelectorAll('title')) title.remove();
  });

  it("removes the page's arrived title once the screen's own is added, never before", async () => {
    document.head.innerHTML = '<title>Portal del Vecino · Bahía Blanca</title>';
    keepOneTitle();
    await mutationsDelivered();
    expect(titles()).toEqual(['Portal del Vecino · Bahía Blanca']);

    screenTitle('Mis reclamos · Portal del Vecino');
    await mutationsDelivered();
    expect(titles()).toEqual(['Mis reclamos · Portal del Vecino']);

    // Later screens' titles are React's alone to swap.
    const next = screenTitle('Mi perfil · Portal del Vecino');
    await mutationsDelivered();
    expect(titles()).toEqual(['Mi perfil · Portal del Vecino', 'Mis reclamos · Portal del Vecino']);
    next.remove();
  });

  it('leaves the title to React when React takes it over', async () => {
    document.head.innerHTML = '<title>Portal del Vecino · Bahía Blanca</title>';
    keepOneTitle();
    const arrived = document.head.querySelector('title');
    if (!arrived) throw new Error('no title');
    arrived.text = 'Escritorio · Portal del Vecino';
    await mutationsDelivered();
    screenTitle('Mi perfil · Portal del Vecino');
    await mutationsDelivered();
    expect(titles()).toEqual(['Mi perfil · Portal del Vecino', 'Escritorio · Portal del Vecino']);
  });
});
