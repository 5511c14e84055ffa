/** The job runner other domains use; implemented over pg-boss in jobs.runner.ts. */
export type TJobRunner = {
  stop: () => Promise<void>;
};
