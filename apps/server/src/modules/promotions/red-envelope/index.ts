// The red envelope's use cases other domains may call (the reward centre lists claims and what can be opened).
export { claimRedEnvelope, packetIdempotencyKey, RED_ENVELOPE_LEDGER_KIND } from './claim-red-envelope.js';
export { createRedEnvelopeCampaign, type TNewCampaign } from './create-red-envelope-campaign.js';
export { readRedEnvelopeHistory, readRedEnvelopeStatus } from './read-red-envelopes.js';
export { drawPacketAmounts } from './split-pool.js';
