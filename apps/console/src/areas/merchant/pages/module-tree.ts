import { MODULE_IDS, type TModuleNode } from '@kirin/contracts';

/** One node of the module tree, flattened for a list: where it is and how deep. */
export type TModuleRow = { path: number[]; node: TModuleNode; depth: number };

/** The tree in reading order, parents before their children. */
export function flattenModules(nodes: readonly TModuleNode[], parent: number[] = []): TModuleRow[] {
  return nodes.flatMap((node, index) => {
    const path = [...parent, index];
    return [{ path, node, depth: parent.length }, ...flattenModules(node.childrenNodes, path)];
  });
}

/** The tree with the node at `path` switched on or off (a new tree; the old one is left as it was). */
export function setModuleEnabled(
  nodes: readonly TModuleNode[],
  path: readonly number[],
  isEnabled: boolean,
): TModuleNode[] {
  const [index, ...rest] = path;
  return nodes.map((node, i) => {
    if (i !== index) return node;
    if (rest.length === 0) return { ...node, enabled: isEnabled ? '1' : '0' };
    return { ...node, childrenNodes: setModuleEnabled(node.childrenNodes, rest, isEnabled) };
  });
}

const KNOWN_IDS: readonly string[] = Object.values(MODULE_IDS);

/** The platform's modules that the merchant's tree does not hold (so the site treats them as off). */
export function missingModules(nodes: readonly TModuleNode[]): string[] {
  const present = new Set(flattenModules(nodes).map((row) => row.node.modId));
  return KNOWN_IDS.filter((id) => !present.has(id));
}

export const isKnownModule = (modId: string): boolean => KNOWN_IDS.includes(modId);
