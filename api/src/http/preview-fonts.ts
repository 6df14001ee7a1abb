import { defaultTheme, type ThemeFont } from '@sitewright/model';
import { fontCatalogue, resolveFontFace, siteFontFiles } from '@sitewright/templates';
import { Router } from 'express';

/** Where the designer's preview asks for its fonts: `renderPage` with basePath '/' links `/fonts/<file>`. */
export const previewFontsPath = '/fonts';

const immutable = 'public, max-age=31536000, immutable';

/** Every face a published build can ship, by file name (`inter-latin-600-normal.woff2`). */
const faces: ReadonlyMap<string, ThemeFont> = new Map(
  fontCatalogue.flatMap((family) =>
    family.weights.flatMap((weight) =>
      (family.italic ? (['normal', 'italic'] as const) : (['normal'] as const)).map((style) => {
        const font: ThemeFont = { family: family.family, weight, style };
        return [resolveFontFace(font)!.file, font] as const;
      }),
    ),
  ),
);

/**
 * Serves the preview's fonts at `/fonts/<file>.woff2` (mount at the app's root, before the designer
 * router): the very files a published build ships under its `fonts/` (`siteFontFiles`, from the
 * pinned @fontsource packages), so the preview draws the page with the published fonts. Only the
 * catalogue's faces are answered; any other name falls through (404). The names are those of pinned
 * package files, as immutable as the published build marks them.
 */
export function previewFontsRouter(): Router {
  const router = Router();
  router.get(`${previewFontsPath}/:file`, async (req, res, next) => {
    const font = faces.get(req.params.file);
    if (!font) return next();
    try {
      const [file] = await siteFontFiles({ ...defaultTheme, headingFont: font, bodyFont: font });
      if (!file) return next();
      res.setHeader('content-type', file.contentType);
      res.setHeader('cache-control', immutable);
      res.setHeader('x-content-type-options', 'nosniff');
      res.end(Buffer.from(file.contents));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
