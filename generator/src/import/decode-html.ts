/**
 * Turns the bytes of a fetched page into text, following the HTML encoding sniffing order in
 * short: a byte-order mark, then the Content-Type charset, then a `<meta charset>` in the first
 * 1024 bytes, then UTF-8 (the web's majority; the HTML standard's windows-1252 default is for
 * legacy pages that nearly always declare a charset anyway).
 */
export function decodeHtml(
  bytes: Uint8Array,
  contentType: string | undefined,
): { html: string; charset: string } {
  const bom = bomCharset(bytes);
  const declared = bom ?? headerCharset(contentType) ?? metaCharset(bytes) ?? 'utf-8';
  const decoder = decoderFor(declared);
  const body = bom === 'utf-8' ? bytes.subarray(3) : bom ? bytes.subarray(2) : bytes;
  const text = decoder.decode(body);
  // The WHATWG Encoding standard reads latin1 / ISO-8859-1 / ascii as windows-1252, but Node's
  // decoder leaves 0x80–0x9F as C1 controls; put the windows-1252 characters there.
  const html = decoder.encoding === 'windows-1252' ? text.replace(/[\u0080-\u009f]/g, windows1252) : text;
  return { html, charset: decoder.encoding };
}

/** windows-1252's characters for the bytes 0x80–0x9F (undefined bytes stay as they are). */
const windows1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function windows1252(control: string): string {
  return windows1252High.charAt(control.charCodeAt(0) - 0x80) || control;
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

/** The `charset` parameter of a Content-Type header, unquoted. */
export function headerCharset(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType ?? '');
  return match?.[2] ?? null;
}

function metaCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const match =
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head) ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head);
  const label = match?.[1]?.toLowerCase() ?? null;
  // A page cannot declare UTF-16 from inside itself (its ASCII-readable meta says otherwise).
  return label?.startsWith('utf-16') ? 'utf-8' : label;
}

function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label);
  } catch {
    return new TextDecoder('utf-8');
  }
}
