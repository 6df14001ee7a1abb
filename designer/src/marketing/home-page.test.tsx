import { industry } from '@sitewright/model';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page.tsx';

describe('home page', () => {
  const html = renderToStaticMarkup(<HomePage />);

  it('has exactly one h1 and the build-website action', () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('href="/onboarding"');
  });

  it('shows a chip for each of the 30 industries (spec §2)', () => {
    expect(industry.options).toHaveLength(30);
    for (const label of ['Barber Shop', 'Heating And Cooling', 'Non Profit Organization', 'Tire Shop']) {
      expect(html).toContain(`<li>${label}</li>`);
    }
  });

  it('lists the five create-from-link entries (spec §2)', () => {
    for (const source of ['Facebook', 'Any link', 'GitHub', 'Thumbtack', 'Yelp']) {
      expect(html).toContain(`<li>${source}</li>`);
    }
  });
});
