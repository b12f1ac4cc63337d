/**
 * The activities' pictures (issue 29, ADR 026) as the app fetches them: one file of the site per
 * name. Not precached since 5 December (ADR 026's move): a unit's download carries the pictures
 * its activities and tiles show, and the service worker keeps each one first shown.
 */
export const pictureUrl = (name: string) => `/pictures/${name}.svg`;

/** An activity's pictures, as the app serves it: a picture per text, and a picture to count. */
type Pictured = {
  pictures?: Readonly<Record<string, string>>;
  questions?: ReadonlyArray<{ prompt: string; show?: { picture: string } }>;
};

/** The names of the pictures an activity shows, each once. */
export function activityPictures(content: Pictured): string[] {
  const names = new Set(Object.values(content.pictures ?? {}));
  for (const question of content.questions ?? []) if (question.show) names.add(question.show.picture);
  return [...names];
}
