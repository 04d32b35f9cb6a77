import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageTitle, PageTitlesAsElements } from './page-title';

const titles = () => [...document.head.querySelectorAll('title')].map((title) => title.text);

/** A screen with a title, or none between two screens (the next one still downloading). */
function Screen({ name }: { name: string | null }) {
  return name ? <PageTitle>{name}</PageTitle> : null;
}

describe('PageTitle', () => {
  it("writes the screen's name into the page's one title, and leaves it there until the next screen writes its own", () => {
    // The page's one title, as the portal's HTML has it; the styles the package's modules put in
    // the head once, for every file of this worker, stay.
    for (const title of document.head.querySelectorAll('title')) title.remove();
    document.head.append(Object.assign(document.createElement('title'), { text: 'Portal del Vecino · Bahía Blanca' }));
    const { rerender } = render(<Screen name="Escritorio · Portal del Vecino" />);
    expect(titles()).toEqual(['Escritorio · Portal del Vecino']);
    // Between two screens (the next one still downloading) the head keeps a title.
    rerender(<Screen name={null} />);
    expect(titles()).toEqual(['Escritorio · Portal del Vecino']);
    rerender(<Screen name="Mi perfil · Portal del Vecino" />);
    expect(titles()).toEqual(['Mi perfil · Portal del Vecino']);
  });

  it('is a <title> element where a page is rendered to HTML ahead of time', () => {
    const html = renderToString(
      <PageTitlesAsElements>
        <PageTitle>Ingresar · Portal del Vecino</PageTitle>
      </PageTitlesAsElements>,
    );
    expect(html).toContain('<title>Ingresar · Portal del Vecino</title>');
    expect(renderToString(<PageTitle>Ingresar · Portal del Vecino</PageTitle>)).toBe('');
  });
});
