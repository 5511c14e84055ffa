/**
 * Hand-written draws shared by the lottery tests of every package (`@kirin/contracts/lottery/test-draws`: the
 * server's settlement tests, the site's result board); the comments list what each holds, checked by hand.
 */
import type {
  TLottery4dResult,
  TLotteryThaiResult,
  TLotteryVnNorthResult,
  TLotteryVnSouthResult,
} from './draw-model.js';
import { findLotteryBetType } from './bet-types.js';

/**
 * North. Last two digits of the 27 numbers: 21 17 21 10 03 54 28 66 75 92 24 65 10 99 26 82 58 17 43 30 19 04
 * 67 25 35 09 74, so 21, 17 and 10 twice each; 00, 11–16 and 18 never.
 */
export const NORTH: TLotteryVnNorthResult = {
  family: 'VN_NORTH',
  prizes: {
    DB: ['86421'],
    G1: ['30517'],
    G2: ['04921', '77310'],
    G3: ['15803', '62954', '40128', '93366', '28475', '51092'],
    G4: ['3024', '8765', '4410', '1199'],
    G5: ['6026', '7382', '0458', '9917', '2643', '5530'],
    G6: ['219', '804', '667'],
    G7: ['25', '35', '09', '74'],
  },
};

/** South station A. Last two digits: 56 32 87 80 79 23 56 89 01 34 67 90 57 68 79 80 75 42 (56, 80, 79 twice). */
export const SOUTH_A: TLotteryVnSouthResult = {
  family: 'VN_SOUTH',
  prizes: {
    DB: ['123456'],
    G1: ['65432'],
    G2: ['10987'],
    G3: ['24680', '13579'],
    G4: ['11223', '44556', '77889', '99001', '22334', '55667', '88990'],
    G5: ['1357'],
    G6: ['2468', '3579', '4680'],
    G7: ['975'],
    G8: ['42'],
  },
};

/** South station B. Last two digits: 11 22 33 44 55 66 77 88 99 21 43 65 78 90 10 20 03 56. */
export const SOUTH_B: TLotteryVnSouthResult = {
  family: 'VN_SOUTH',
  prizes: {
    DB: ['000111'],
    G1: ['22222'],
    G2: ['33333'],
    G3: ['44444', '55555'],
    G4: ['66666', '77777', '88888', '99999', '12121', '34343', '56565'],
    G5: ['7878'],
    G6: ['9090', '1010', '2020'],
    G7: ['303'],
    G8: ['56'],
  },
};

/** 4D with 1234 drawn as 1st, 3rd and a consolation, and 5678 as 2nd and a starter. */
export const FOUR_D: TLottery4dResult = {
  family: '4D',
  prizes: {
    FIRST: ['1234'],
    SECOND: ['5678'],
    THIRD: ['1234'],
    STARTER: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '5678'],
    CONSOLATION: ['0000', '0101', '0202', '0303', '0404', '0505', '0606', '0707', '0808', '1234'],
  },
};

export const THAI: TLotteryThaiResult = {
  family: 'THAI',
  prizes: { FIRST: ['845913'], FRONT3: ['045', '678'], LAST3: ['112', '389'], LAST2: ['57'] },
};

/** The definition with this code; a test fails loudly on a typo. */
export function betType(code: string) {
  const definition = findLotteryBetType(code);
  if (!definition) throw new Error(`no bet type ${code}`);
  return definition;
}
