import { parseGameSuggestions, type TGameCard } from '@kirin/contracts';
import { isApiError } from '../../lib/api-error';

/** The popular games a GAME_MAINTENANCE refusal suggests (JSON in details.suggestions); none if unreadable. */
export function maintenanceSuggestions(error: unknown): TGameCard[] {
  return isApiError(error, 'GAME_MAINTENANCE') ? parseGameSuggestions(error.details) : [];
}
