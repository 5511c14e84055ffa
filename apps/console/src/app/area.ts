import { canReachOperatorArea, type TOperatorArea, type TOperatorRole } from '@kirin/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { TAreaLocales } from '../lib/i18n';

/** One page of an area: its address below the area, its menu label and its component (loaded on demand). */
export type TConsolePage = {
  /** Below /console/:merchant/:area/; '' is the area's first page. */
  path: string;
  /** A key in the area's namespace. */
  labelKey: string;
  component: LazyExoticComponent<ComponentType>;
  /** Whether the page is listed in the menu (detail pages are reached from their lists). */
  isInMenu?: boolean;
  /** Roles that may change things on this page; others see it read-only (the server refuses them anyway). */
  writers?: readonly TOperatorRole[];
};

/**
 * A console area: one folder under src/areas exporting one of these. It names the server area that guards its
 * routes (OPERATOR_AREAS), so the console shows it only to roles the server lets in.
 */
export type TConsoleArea = {
  /** The address segment and the translation namespace. */
  id: string;
  operatorArea: TOperatorArea;
  labelKey: string;
  /** A single character or short glyph for the collapsed menu. */
  icon: string;
  pages: readonly TConsolePage[];
  /** The menu's words (the area's label and its pages'), small enough to load with the console. */
  nav: TAreaLocales;
  /** The pages' words, loaded with the area's first page. */
  loadLocales: () => Promise<TAreaLocales>;
};

/** The areas a role may open (the auditor opens every area to read). */
export function areasForRole(areas: readonly TConsoleArea[], role: TOperatorRole): TConsoleArea[] {
  return areas.filter((area) => canReachOperatorArea(role, area.operatorArea, true));
}

/** Whether the role may change things on a page of an area: inside the area, not the auditor, a writer. */
export function canWrite(area: TConsoleArea, page: TConsolePage | undefined, role: TOperatorRole): boolean {
  if (!canReachOperatorArea(role, area.operatorArea, false)) return false;
  return !page?.writers || page.writers.includes(role);
}
