import { type DefaultTreeAdapterMap, type DefaultTreeAdapterTypes, Parser, type Token } from 'parse5';

// Parses the playable's HTML with parse5 and flattens what the checks need: every element with its
// attributes and their source positions, the raw text of scripts and styles, and the html/head/body start
// tags exactly as written (the tree alone hides a missing or doubled tag, since parse5 repairs both).

type Element = DefaultTreeAdapterTypes.Element;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export type DocumentMode = 'no-quirks' | 'limited-quirks' | 'quirks';

export interface SourcePoint {
  line: number;
  col: number;
  offset: number;
}

export interface HtmlAttribute extends SourcePoint {
  name: string;
  value: string;
}

export interface HtmlText extends SourcePoint {
  text: string;
}

export interface HtmlElement extends SourcePoint {
  tagName: string;
  attrs: HtmlAttribute[];
  /** True for elements inside <head>. */
  inHead: boolean;
  /** True inside <template>, whose content is inert until script clones it. */
  inTemplate: boolean;
  /** The raw text of a <script> or <style>. */
  content: HtmlText | null;
}

export interface StructuralTag extends SourcePoint {
  tagName: 'html' | 'head' | 'body';
}

export interface HtmlScan {
  text: string;
  mode: DocumentMode;
  doctype: (SourcePoint & { name: string; publicId: string; systemId: string }) | null;
  structuralTags: StructuralTag[];
  elements: HtmlElement[];
  /** Where a new first child of <head> goes, or null when the source has no <head> tag. */
  headContentStart: number | null;
  /** Just after the <html> start tag or the doctype, when the source has no <head> tag. */
  headInsertionFallback: number;
}

const STRUCTURAL = new Set(['html', 'head', 'body']);
const UNKNOWN_POINT: SourcePoint = { line: 1, col: 1, offset: 0 };

function parseRecordingStructure(text: string) {
  const structuralTags: StructuralTag[] = [];
  class StructureRecordingParser extends Parser<DefaultTreeAdapterMap> {
    override onStartTag(token: Token.TagToken): void {
      if (STRUCTURAL.has(token.tagName)) {
        const location = token.location;
        structuralTags.push({
          tagName: token.tagName as StructuralTag['tagName'],
          line: location?.startLine ?? 1,
          col: location?.startCol ?? 1,
          offset: location?.startOffset ?? 0,
        });
      }
      super.onStartTag(token);
    }
  }
  const document = StructureRecordingParser.parse<DefaultTreeAdapterMap>(text, {
    sourceCodeLocationInfo: true,
  });
  return { document, structuralTags };
}

function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

function childrenOf(node: ParentNode): ChildNode[] {
  // <template> keeps its children in a separate fragment.
  if ('content' in node && node.content) return node.content.childNodes;
  return node.childNodes;
}

function elementInfo(element: Element, inHead: boolean, inTemplate: boolean): HtmlElement {
  const location = element.sourceCodeLocation;
  const start = location?.startTag ?? location;
  const attrs = element.attrs.map((attr): HtmlAttribute => {
    const at = location?.attrs?.[attr.name] ?? start;
    return {
      name: attr.name,
      value: attr.value,
      line: at?.startLine ?? 1,
      col: at?.startCol ?? 1,
      offset: at?.startOffset ?? 0,
    };
  });
  let content: HtmlText | null = null;
  if (element.tagName === 'script' || element.tagName === 'style') {
    const textNode = element.childNodes.find((child) => child.nodeName === '#text');
    const textLocation = textNode?.sourceCodeLocation;
    if (textNode && 'value' in textNode && textLocation) {
      content = {
        text: textNode.value,
        line: textLocation.startLine,
        col: textLocation.startCol,
        offset: textLocation.startOffset,
      };
    }
  }
  return {
    tagName: element.tagName,
    attrs,
    inHead,
    inTemplate,
    content,
    line: start?.startLine ?? 1,
    col: start?.startCol ?? 1,
    offset: start?.startOffset ?? 0,
  };
}

/** Parses decoded HTML (a byte-order mark already removed, as TextDecoder does). */
export function scanHtml(text: string): HtmlScan {
  const { document, structuralTags } = parseRecordingStructure(text);
  const elements: HtmlElement[] = [];
  let headContentStart: number | null = null;
  let htmlStartEnd: number | null = null;

  const walk = (parent: ParentNode, inHead: boolean, inTemplate: boolean) => {
    for (const child of childrenOf(parent)) {
      if (!isElement(child)) continue;
      const startTag = child.sourceCodeLocation?.startTag;
      if (child.tagName === 'head' && startTag && headContentStart === null)
        headContentStart = startTag.endOffset;
      if (child.tagName === 'html' && startTag && htmlStartEnd === null) htmlStartEnd = startTag.endOffset;
      elements.push(elementInfo(child, inHead, inTemplate));
      walk(child, inHead || child.tagName === 'head', inTemplate || child.tagName === 'template');
    }
  };
  walk(document, false, false);

  const doctypeNode = document.childNodes.find((node) => node.nodeName === '#documentType');
  const doctype =
    doctypeNode && 'publicId' in doctypeNode
      ? {
          name: doctypeNode.name,
          publicId: doctypeNode.publicId,
          systemId: doctypeNode.systemId,
          line: doctypeNode.sourceCodeLocation?.startLine ?? 1,
          col: doctypeNode.sourceCodeLocation?.startCol ?? 1,
          offset: doctypeNode.sourceCodeLocation?.startOffset ?? 0,
        }
      : null;
  const doctypeEnd = doctypeNode?.sourceCodeLocation?.endOffset ?? null;

  return {
    text,
    mode: document.mode as DocumentMode,
    doctype,
    structuralTags,
    elements,
    headContentStart,
    headInsertionFallback: htmlStartEnd ?? doctypeEnd ?? 0,
  };
}

export function attributeOf(element: HtmlElement, name: string): HtmlAttribute | undefined {
  return element.attrs.find((attr) => attr.name === name);
}

export function pointOf(element: HtmlElement | undefined): SourcePoint {
  return element ? { line: element.line, col: element.col, offset: element.offset } : UNKNOWN_POINT;
}
