// KIRIN_FISHING's own strings (the common ones, errors included, are in ../common/i18n.ts).
import type { TStringTable } from '../common/i18n.js';

export const FISHING_STRINGS: TStringTable = {
  TW: {
    'fishing.title': '麒麟捕魚',
    'fishing.balance': '餘額',
    'fishing.bullet': '子彈',
    'fishing.lower': '降低子彈',
    'fishing.raise': '提高子彈',
    'fishing.hint': '點擊或按住畫面射擊；打中魚才算一注，是否捕獲由伺服器決定。',
    'fishing.pending': '結算中…',
    'fishing.resumed': '已結算上次未完成的 {count} 批射擊。',
    'fishing.refused': '這批射擊未被接受：{reason}',
    'fishing.offline': '連線中斷，重新連線後會自動補送。',
    'fishing.lastBatch': '最近一批：投注 {bet}，贏得 {win}',
    'fishing.rtp': '每種魚的理論返還率 {rtp}%',
    'fishing.canvas': '捕魚場景',
  },
  EN: {
    'fishing.title': 'Kirin Fishing',
    'fishing.balance': 'Balance',
    'fishing.bullet': 'Bullet',
    'fishing.lower': 'Lower bullet',
    'fishing.raise': 'Raise bullet',
    'fishing.hint':
      'Tap or hold to shoot. Only a bullet that hits a fish is a bet; the server decides the catch.',
    'fishing.pending': 'Settling…',
    'fishing.resumed': 'Settled {count} batch(es) left from last time.',
    'fishing.refused': 'This batch was not accepted: {reason}',
    'fishing.offline': 'Connection lost; the shots will be sent when it is back.',
    'fishing.lastBatch': 'Last batch: bet {bet}, won {win}',
    'fishing.rtp': 'Return to player {rtp}% on every fish',
    'fishing.canvas': 'Fishing scene',
  },
};
