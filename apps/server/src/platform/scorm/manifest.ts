import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PackageError } from './package-error';
import { safePackagePath, type PackageFiles } from './zip';

/** One launchable lesson (SCO) of a package, in the order of the default organization. */
export interface Sco {
  id: string;
  title: string;
  /** Path of the launch file inside the package, plus the item's parameters (query string). */
  launch: string;
}

export interface PackageManifest {
  version: '1.2' | '2004';
  title: string;
  scos: Sco[];
}

export const MANIFEST = 'imsmanifest.xml';
const MANIFEST_MAX_BYTES = 2 * 1024 * 1024;

type Node = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: false,
  isArray: (name) => ['organization', 'item', 'resource', 'file', 'dependency'].includes(name),
});

const text = (v: unknown): string => {
  if (typeof v === 'string') return v.trim();
  if (v && typeof v === 'object' && '#text' in v) return String((v as Node)['#text']).trim();
  return '';
};
const list = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : v && typeof v === 'object' ? [v as Node] : []);
const attr = (n: Node, name: string): string => (typeof n[`@_${name}`] === 'string' ? (n[`@_${name}`] as string) : '');

function detectVersion(manifest: Node, xml: string): '1.2' | '2004' | null {
  const declared = text((manifest.metadata as Node | undefined)?.schemaversion);
  if (declared === '1.2') return '1.2';
  if (/2004|CAM 1\.3/i.test(declared)) return '2004';
  if (declared) return null;
  if (xml.includes('adlcp_rootv1p2')) return '1.2';
  if (xml.includes('adlcp_v1p3')) return '2004';
  return null;
}

/**
 * The launch path of a resource href relative to the package root, or a PackageError: hrefs may
 * carry a query string, must stay inside the package and must name a file the package contains.
 */
function launchPath(href: string, base: string, files: PackageFiles): { path: string; query: string } {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) throw new PackageError('externalLaunch');
  const [rawPath, ...rest] = `${base}${href}`.split(/(?=[?#])/);
  let path: string;
  try {
    path = decodeURIComponent(rawPath.replace(/^\.\//, ''));
  } catch {
    throw new PackageError('unsafePath', { file: rawPath.slice(0, 120) });
  }
  if (!safePackagePath(path)) throw new PackageError('unsafePath', { file: path.slice(0, 120) });
  if (!files.has(path)) throw new PackageError('missingFile', { file: path.slice(0, 120) });
  return { path, query: rest.join('').split('#')[0] };
}

/**
 * Checks a package (already unzipped or read from a folder) the way an LMS must before playing
 * it: imsmanifest.xml at the root, well-formed, SCORM 1.2 or 2004, and at least one SCO whose
 * launch file is in the package. Returns the SCOs in the default organization's order.
 */
export function readManifest(files: PackageFiles): PackageManifest {
  const bytes = files.get(MANIFEST);
  if (!bytes) throw new PackageError('noManifest');
  if (bytes.byteLength > MANIFEST_MAX_BYTES) throw new PackageError('invalidManifest');
  const xml = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  // Entity declarations are refused outright: no entity expansion (billion laughs) and no external references.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml) || XMLValidator.validate(xml) !== true) throw new PackageError('invalidManifest');
  const root = parser.parse(xml) as Node;
  const manifest = root.manifest as Node | undefined;
  if (!manifest || typeof manifest !== 'object') throw new PackageError('invalidManifest');

  const version = detectVersion(manifest, xml);
  if (!version) throw new PackageError('unsupportedVersion');

  const resources = new Map<string, Node>();
  const resourcesNode = manifest.resources as Node | undefined;
  const resourcesBase = resourcesNode ? attr(resourcesNode, 'base') : '';
  for (const r of list(resourcesNode?.resource)) resources.set(attr(r, 'identifier'), r);

  const orgs = list((manifest.organizations as Node | undefined)?.organization);
  const defaultId = attr((manifest.organizations as Node | undefined) ?? {}, 'default');
  const org = orgs.find((o) => attr(o, 'identifier') === defaultId) ?? orgs[0];

  const scos: Sco[] = [];
  const isSco = (r: Node) => (attr(r, 'scormtype') || attr(r, 'scormType')).toLowerCase() === 'sco';
  const visit = (items: Node[]) => {
    for (const item of items) {
      const resource = resources.get(attr(item, 'identifierref'));
      if (resource && isSco(resource) && attr(resource, 'href')) {
        const base = `${resourcesBase}${attr(resource, 'base')}`;
        const { path, query } = launchPath(attr(resource, 'href'), base, files);
        const params = attr(item, 'parameters');
        const joined = params ? `${query ? `${query}&` : '?'}${params.replace(/^[?&]/, '')}` : query;
        scos.push({ id: attr(item, 'identifier') || attr(resource, 'identifier'), title: text(item.title) || text(org?.title), launch: `${path}${joined}` });
      }
      visit(list(item.item));
    }
  };
  if (org) visit(list(org.item));
  // A manifest without organizations may still list SCO resources: launch them in document order.
  if (!org) {
    for (const r of resources.values()) {
      if (isSco(r) && attr(r, 'href')) {
        const { path, query } = launchPath(attr(r, 'href'), `${resourcesBase}${attr(r, 'base')}`, files);
        scos.push({ id: attr(r, 'identifier'), title: attr(r, 'identifier'), launch: `${path}${query}` });
      }
    }
  }
  if (scos.length === 0) throw new PackageError('noSco');
  return { version, title: text(org?.title) || scos[0].title, scos };
}
