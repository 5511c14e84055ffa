import { describe, expect, it } from 'vitest';
import { isModuleEnabled, type TModuleNode } from './system.js';

const tree: TModuleNode[] = [
  {
    modId: 'COMM3',
    enabled: '1',
    childrenNodes: [
      { modId: 'MANPLAYREB3', enabled: '0', childrenNodes: [] },
      { modId: 'AGENTPOLICY3', enabled: '1', childrenNodes: [] },
    ],
  },
];

describe('isModuleEnabled', () => {
  it('finds enabled nested modules', () => expect(isModuleEnabled(tree, 'AGENTPOLICY3')).toBe(true));
  it('reports disabled modules', () => expect(isModuleEnabled(tree, 'MANPLAYREB3')).toBe(false));
  it('treats unknown modules as disabled', () => expect(isModuleEnabled(tree, 'NOPE3')).toBe(false));
});
