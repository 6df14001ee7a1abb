import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { urlsetXsd } from './xmllint.ts';

/**
 * Writes into `dir` the sitemaps.org urlset schema with Google's `xhtml:link` declared, and answers
 * the path of the schema to validate with. sitemaps.org's `<url>` lets other namespaces in only
 * where their own schema declares the element (`processContents="strict"`): the element as Google's
 * sitemap guide writes it, XHTML 1.0 Strict's `link` (rel `alternate`, hreflang a language code,
 * href a URI), and both schemas loaded through one that imports them.
 */
export function urlsetWithAlternatesXsd(dir: string): string {
  const xhtml = path.join(dir, 'xhtml-link.xsd');
  writeFileSync(
    xhtml,
    `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.w3.org/1999/xhtml" elementFormDefault="qualified">
  <xsd:element name="link">
    <xsd:complexType>
      <xsd:attribute name="rel" use="required"><xsd:simpleType><xsd:restriction base="xsd:string"><xsd:enumeration value="alternate"/></xsd:restriction></xsd:simpleType></xsd:attribute>
      <xsd:attribute name="hreflang" type="xsd:language" use="required"/>
      <xsd:attribute name="href" type="xsd:anyURI" use="required"/>
    </xsd:complexType>
  </xsd:element>
</xsd:schema>
`,
  );
  const both = path.join(dir, 'urlset-with-alternates.xsd');
  writeFileSync(
    both,
    `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="${urlsetXsd}"/>
  <xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="${xhtml}"/>
</xsd:schema>
`,
  );
  return both;
}
