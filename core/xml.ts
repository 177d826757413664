/** Text made safe in XML or HTML, as an element's content or a quoted attribute's value. */
export const escapeXml = (value: string | number): string =>
  String(value).replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
