import { formatDateTime, type THistoryExportType } from '@kirin/contracts';
import Papa from 'papaparse';
import { pickLocalised } from '../../games/localise.js';
import type { TBetRow, TTransactionRow } from './history.queries.js';

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (game names need not be Latin). */
export const CSV_BOM = '\uFEFF';

/**
 * Cells a spreadsheet would run as a formula (OWASP CSV injection: =, +, -, @, tab, CR) get a leading
 * apostrophe from Papa Parse, except an amount we wrote ourselves ("-12.50"), which must stay a number.
 */
const FORMULA_START = /^(?!-\d+\.\d{2}$)[=+\-@\t\r]/;

/** Integer minor units as a decimal string of major units, exactly (no float on the way): -1234n → "-12.34". */
export function majorUnitsOf(minor: bigint): string {
  const abs = minor < 0n ? -minor : minor;
  return `${minor < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

type TCell = string;
/** TW for a TW site; every other language reads the English headers. */
type THeaderLanguage = 'TW' | 'EN';

const HEADERS: Record<THistoryExportType, Record<THeaderLanguage, string[]>> = {
  transactions: {
    EN: ['Time', 'Type', 'Wallet', 'Amount', 'Balance after', 'Reference', 'Note'],
    TW: ['時間', '類型', '錢包', '金額', '變動後餘額', '參考編號', '備註'],
  },
  bets: {
    EN: ['Bet time', 'Game', 'Vendor', 'Round', 'Stake', 'Payout', 'Net', 'Status'],
    TW: ['投注時間', '遊戲', '廠商', '局號', '投注金額', '派彩', '輸贏', '狀態'],
  },
};

/** The header row, times labelled with the merchant's zone ("Time (GMT+7)"). */
export function headerOf(type: THistoryExportType, language: string, zoneLabel: string): TCell[] {
  const [time = '', ...rest] = HEADERS[type][language === 'TW' ? 'TW' : 'EN'];
  return [`${time} (${zoneLabel})`, ...rest];
}

export function transactionCells(row: TTransactionRow, timeZone: string): TCell[] {
  return [
    formatDateTime(row.created_at, timeZone),
    row.kind,
    row.wallet_code,
    majorUnitsOf(row.amount_minor),
    majorUnitsOf(row.balance_after_minor),
    row.reference ?? '',
    row.memo ?? '',
  ];
}

/** Net is payout − stake once settled, 0 for a cancelled round (refunded), empty while the round is open. */
export function betCells(row: TBetRow, timeZone: string, language: string): TCell[] {
  const net =
    row.status === 'SETTLED'
      ? majorUnitsOf(row.payout_minor - row.stake_minor)
      : row.status === 'OPEN'
        ? ''
        : '0.00';
  return [
    formatDateTime(row.bet_at, timeZone),
    row.game_names ? pickLocalised(row.game_names, language, row.game_code ?? '') : (row.game_code ?? ''),
    row.vendor_name ?? row.vassalage,
    row.round_id,
    majorUnitsOf(row.stake_minor),
    majorUnitsOf(row.payout_minor),
    net,
    row.status,
  ];
}

/** Rows as RFC 4180 records (CRLF after each, so chunks join into one document), formulas escaped. */
export function csvLines(rows: TCell[][]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows, { escapeFormulae: FORMULA_START, newline: '\r\n' })}\r\n`;
}
