import { addAreaLocales } from '../lib/i18n';
import type { TConsoleArea } from './area';

const loading = new Map<string, Promise<void>>();

/** Loads an area's words once; the promise is shared by every page of the area. */
export function areaLocalesOf(area: TConsoleArea): Promise<void> {
  let promise = loading.get(area.id);
  if (!promise) {
    promise = area.loadLocales().then((locales) => addAreaLocales(area.id, locales));
    // A failed load (a dropped connection) is tried again on the next visit.
    promise.catch(() => loading.delete(area.id));
    loading.set(area.id, promise);
  }
  return promise;
}
