import type { ColumnType } from 'kysely';

export type TJobEffectTable = {
  effect_key: string;
  applied_at: ColumnType<Date, Date | string | undefined, never>;
};

export type TJobTables = {
  job_effect: TJobEffectTable;
};
