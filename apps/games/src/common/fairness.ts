// Every round a page shows links to the site's verification page (the game runs inside the site's frame).

/** The site's verification page for a round. */
export function verifyUrl(roundId: string): string {
  return `/fairness?round=${encodeURIComponent(roundId)}`;
}

/** Makes an <a> open the verification page of a round in the top window. */
export function linkToVerify(anchor: HTMLAnchorElement, roundId: string): void {
  anchor.href = verifyUrl(roundId);
  anchor.target = '_top';
  anchor.rel = 'noopener';
}
