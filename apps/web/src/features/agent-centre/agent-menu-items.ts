import { AGENT_PAGES, type TAgentPage } from '../../lib/centre-pages';
import type { TCentreMenuItem } from '../../components/ui/centre-frame';

/** The consolidated config fields (spec section 3) that decide the agent's contract pages. */
export const CONSOLIDATED_FLAG_FIELDS = [
  'divtypereq',
  'divtypeinfo',
  'dailysalreqtype',
  'dailysalinfotype',
  'contractmrdailysalinfotype',
  'contracthoursalreq',
  'contracthoursalinfo',
  'realtimesalreqtype',
  'realtimesalinfotype',
] as const;
export type TConsolidatedFlags = Partial<Record<(typeof CONSOLIDATED_FLAG_FIELDS)[number], unknown>>;

/** The pages every agent has, in menu order: the registry's pages minus the four contract pages. */
const CONTRACT_PAGES: readonly TAgentPage[] = [
  'agentDividend',
  'agentDailySalary',
  'agentHourlySalary',
  'agentRealTimeSalary',
];
const ALWAYS: TAgentPage[] = AGENT_PAGES.filter((page) => !CONTRACT_PAGES.includes(page));

/**
 * Whether a consolidated field switches its feature on. The fields hold a type code or a flag, so
 * anything but empty, zero, 'N' or false counts as on.
 */
export function isFlagOn(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string')
    return !['', '0', 'n', 'no', 'false', 'null'].includes(value.trim().toLowerCase());
  return value === true;
}

/**
 * The agent-centre menu. A contract page shows when the agent may request that contract ("req" field)
 * or holds one to look at ("info" fields).
 */
export function agentMenuItems(flags: TConsolidatedFlags): TCentreMenuItem<TAgentPage>[] {
  const conditional: [TAgentPage, boolean][] = [
    ['agentDividend', isFlagOn(flags.divtypereq) || isFlagOn(flags.divtypeinfo)],
    [
      'agentDailySalary',
      isFlagOn(flags.dailysalreqtype) ||
        isFlagOn(flags.dailysalinfotype) ||
        isFlagOn(flags.contractmrdailysalinfotype),
    ],
    ['agentHourlySalary', isFlagOn(flags.contracthoursalreq) || isFlagOn(flags.contracthoursalinfo)],
    ['agentRealTimeSalary', isFlagOn(flags.realtimesalreqtype) || isFlagOn(flags.realtimesalinfotype)],
  ];
  const pages = [...ALWAYS, ...conditional.filter(([, isOn]) => isOn).map(([page]) => page)];
  return pages.map((page) => ({ page, labelKey: `agent_page_${page}` }));
}
