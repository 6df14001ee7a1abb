import { footerColumns } from './site-links.ts';

/** The marketing footer: every marketing page one click away, and the free-hosting promise. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__columns">
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="footer__column">
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="footer__note">
        Sitewright is open source. Websites are hosted free of charge; domains from $1 per year.
      </p>
    </footer>
  );
}
