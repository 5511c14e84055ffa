import { consolePaths } from '../../../app/paths';

/** The lottery area's addresses below /console (detail pages are reached from their lists). */
export const lotteryPaths = {
  games: (merchant: string) => consolePaths.areaPage(merchant, 'lottery', 'games'),
  reports: (merchant: string) => consolePaths.areaPage(merchant, 'lottery', 'reports'),
  odds: (merchant: string, gameCode: string) =>
    consolePaths.areaPage(merchant, 'lottery', `games/${encodeURIComponent(gameCode)}/odds`),
  caps: (merchant: string, gameCode: string) =>
    consolePaths.areaPage(merchant, 'lottery', `games/${encodeURIComponent(gameCode)}/caps`),
  issues: (merchant: string, gameCode: string) =>
    consolePaths.areaPage(merchant, 'lottery', `games/${encodeURIComponent(gameCode)}/issues`),
  issuesReport: (merchant: string, gameCode: string) =>
    consolePaths.areaPage(merchant, 'lottery', `games/${encodeURIComponent(gameCode)}/reports`),
  results: (merchant: string, issueId: string) =>
    consolePaths.areaPage(merchant, 'lottery', `issues/${issueId}/results`),
  liability: (merchant: string, issueId: string) =>
    consolePaths.areaPage(merchant, 'lottery', `issues/${issueId}/liability`),
};

/** A lottery game's name in the console's language, else EN, else its code. */
export function lotteryGameName(names: Record<string, string>, language: string, gameCode: string): string {
  return names[language] ?? names.EN ?? names.TW ?? gameCode;
}
