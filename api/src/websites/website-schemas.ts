import { storedDocument, websiteFields } from '@sitewright/model';
import { z } from 'zod';

/**
 * The website calls' shapes the api alone knows; the calls the designer makes are contracts in
 * model (`websiteCalls`).
 */

/**
 * The OpenAPI document shows a stored draft with the whole document schema, though answers only
 * check that it is an object (model `storedDocument`). Attached here, at the api's start, so the
 * designer does not compute it when it loads the contract.
 */
z.globalRegistry.add(
  storedDocument,
  (() => {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(websiteFields, {
      io: 'output',
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    return schema;
  })(),
);

export const staleDraftMessage =
  'This website was changed since you loaded it. Reload to get the latest version; your changes were not saved.';
