/** The REST-XML pieces the CloudFront stand-in reads and writes (2020-05-31). */

export const namespace = 'http://cloudfront.amazonaws.com/doc/2020-05-31/';
export const account = '123456789012';

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
/** The text of the first `<name>` element of `xml`, or undefined. */
export const tag = (xml: string, name: string) => {
  const m = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return m ? unescapeXml(m[1] ?? '') : undefined;
};
/** The inner XML of the first `<name>` element of `xml`, or undefined. */
export const section = (xml: string, name: string) =>
  new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1];

/** How a handler answers: a body with a status, an error (ErrorResponse), or 204. */
export interface CloudFrontReply {
  send(status: number, payload: string, headers?: Record<string, string>): void;
  fail(status: number, message: string, code?: string): void;
  noContent(): void;
}
