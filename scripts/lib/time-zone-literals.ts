// Finds the console's time zone written by hand: the zone's name or the Buenos Aires offset inside
// a string or template literal. Comments may name the zone; code takes it from the one module
// that owns it (@cgi/workflows/time-zone, whose plain values live in platform/src/time-zone.ts).
import ts from 'typescript';

/** The zone's name, and its offset as an ISO suffix (not 03:00 as a UTC time of day). */
const HAND_WRITTEN = [/Buenos_Aires/, /-03:00(?![:\d])/];

export interface HandWrittenZone {
  line: number;
  text: string;
}

export function handWrittenZones(fileName: string, source: string): HandWrittenZone[] {
  // Parsing is the slow part: most files hold neither text at all.
  if (!HAND_WRITTEN.some((pattern) => pattern.test(source))) return [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: HandWrittenZone[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (HAND_WRITTEN.some((pattern) => pattern.test(node.text))) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push({ line: line + 1, text: node.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
