// The card rooms' API schemas live in @kirin/contracts (the page in apps/games reads the same types).
export { ZPvpActionAnswer, ZPvpActionRequest, ZPvpRoomState, type TPvpRoomState } from '@kirin/contracts';
