import type { ColumnType } from 'kysely';

/** The dashboard's summed business days (migration 0046; modules/reports/roll-report-days.ts keeps them). */
export type TReportDayTable = {
  merchant_id: bigint;
  /** The zone the day was summed in (the merchant's brand timeZone then). */
  time_zone: string;
  /** The business day as YYYY-MM-DD (the pg date parser is off: dates stay text). */
  day: string;
  rolled_at: ColumnType<Date, Date | undefined, never>;
};

export type TReportDayKindTable = {
  merchant_id: bigint;
  time_zone: string;
  day: string;
  kind: string;
  postings: bigint;
  member_minor: bigint;
};

export type TReportDayActiveTable = {
  merchant_id: bigint;
  time_zone: string;
  day: string;
  member_id: bigint;
};

export type TReportTables = {
  report_day: TReportDayTable;
  report_day_kind: TReportDayKindTable;
  report_day_active: TReportDayActiveTable;
};
