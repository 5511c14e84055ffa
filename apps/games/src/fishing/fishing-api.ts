/** The fishing game's vendor API (/inhouse/api/fishing/…), as the server's fishing.schemas.ts answers it. */

export type TFishKind =
  'CLOWNFISH' | 'ANGELFISH' | 'PUFFERFISH' | 'LIONFISH' | 'TURTLE' | 'RAY' | 'SHARK' | 'WHALE';

export type TFishingConfig = {
  gameCode: string;
  declaredRtp: number;
  fish: { kind: TFishKind; multiplier: number; catchProbability: number }[];
  bulletLevelsMinor: number[];
  maxBulletMinor: number;
  maxShotsPerBatch: number;
  batchIntervalMs: number;
};

export type TFishingShot = { fish: TFishKind; bulletMinor: number };
export type TFishingShotOutcome = TFishingShot & { isCaught: boolean; payoutMinor: number };

export type TFishingBatchAnswer = {
  batchId: string;
  batchKey: string;
  status: 'SETTLED' | 'PENDING';
  betMinor: number;
  payoutMinor: number;
  shots: TFishingShotOutcome[];
  balance: number | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

export type TFishingResumeAnswer = {
  settled: TFishingBatchAnswer[];
  refused: { batchId: string; batchKey: string; code: string }[];
  pending: string[];
};
