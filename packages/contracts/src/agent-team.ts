import { z } from 'zod';
import { ZIdString } from './games.js';
import { ZMerchantCode } from './admin.js';
import { ZMinorUnits, ZPage, ZPageSize, ZPaged } from './wallet.js';

// The agent centre's team area (issue 17): invitation links, accounts an agent opens for its team, the team
// list and a downline's detail; and the operator's tree (browse, move, account type).

/** The contract types an invitation link may offer (same names as agent_contract.contract_type). */
export const ZTeamContractType = z.enum(['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']);
export type TTeamContractType = z.infer<typeof ZTeamContractType>;

const ppm = z.number().int().min(0).max(1_000_000);
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** One tier of an offered contract (the shape agent_contract.tiers holds). Rates in parts per million. */
export const ZOfferTier = z.object({
  minValidBetMinor: minor,
  minNetLossMinor: minor.optional(),
  minActive: z.number().int().min(0).max(1_000_000),
  rateType: z.enum(['P', 'F']),
  ratePpm: ppm,
  amountMinor: minor.optional(),
  winRatePpm: ppm.optional(),
  lossRatePpm: ppm.optional(),
});
export type TOfferTier = z.infer<typeof ZOfferTier>;

/** What an AGENT link offers for one contract type: the tiers (period and basis follow the owner's contract). */
export const ZInvitationOfferInput = z.object({
  contractType: ZTeamContractType,
  gameCategory: z.string().trim().min(1).max(32).default('ALL'),
  tiers: z.array(ZOfferTier).min(1).max(20),
});
export const ZInvitationOffer = ZInvitationOfferInput.extend({ period: z.string(), basis: z.string() });
export type TInvitationOffer = z.infer<typeof ZInvitationOffer>;

/** MEMBER: a registrant becomes a player (type 0); AGENT: an agent-only account (type 2) with the offers. */
export const ZInvitationKind = z.enum(['MEMBER', 'AGENT']);
export type TInvitationKind = z.infer<typeof ZInvitationKind>;

/** A code an agent chooses: letters and digits, 4–32 characters (unique in the merchant, any case). */
export const ZInvitationCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,32}$/, 'invitation_code_rule');

/** POST /wps/agent/invitations: a new link; without `code` the server draws an unguessable one. */
export const ZInvitationCreate = z.object({
  kind: ZInvitationKind,
  code: ZInvitationCode.optional(),
  note: z.string().trim().max(64).optional(),
  offers: z.array(ZInvitationOfferInput).max(8).default([]),
});
export type TInvitationCreate = z.input<typeof ZInvitationCreate>;

/** PUT /wps/agent/invitations/:code: switch a link on or off. */
export const ZInvitationParams = z.object({ code: ZInvitationCode });
export const ZInvitationUpdate = z.object({ isActive: z.boolean() });

export const ZInvitation = z.object({
  code: z.string(),
  kind: ZInvitationKind,
  note: z.string().nullable(),
  isActive: z.boolean(),
  /** Accounts registered with this code. */
  usageCount: z.number().int().min(0),
  offers: z.array(ZInvitationOffer),
  /** The registration address on the domain the agent is using: `https://<host>/register?affiliateCode=CODE`. */
  url: z.string(),
  createdAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;
export const ZInvitationList = z.object({ list: z.array(ZInvitation) });
export type TInvitationList = z.infer<typeof ZInvitationList>;

/** MEMBER → account type 0; AGENT → 2 (an agent account that does not play). */
export const ZTeamAccountKind = z.enum(['MEMBER', 'AGENT']);
export type TTeamAccountKind = z.infer<typeof ZTeamAccountKind>;

/**
 * POST /wps/agent/team/accounts (E, sealed like registration): an account directly under the caller, checked
 * against the merchant's username and password rules; the password must be changed at first login.
 */
export const ZTeamAccountCreate = z.object({
  kind: ZTeamAccountKind,
  username: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(255),
  confirmPassword: z.string().max(255),
});
export type TTeamAccountCreate = z.infer<typeof ZTeamAccountCreate>;
export const ZTeamAccountCreated = z.object({
  id: ZIdString,
  username: z.string(),
  accountType: z.number().int(),
});
export type TTeamAccountCreated = z.infer<typeof ZTeamAccountCreated>;

/** GET /wps/agent/team/members: the caller's team, a page at a time. */
export const ZTeamListQuery = z.object({
  username: z.string().trim().max(255).optional(),
  scope: z.enum(['DIRECT', 'TEAM']).default('TEAM'),
  kind: ZTeamAccountKind.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TTeamListQuery = z.output<typeof ZTeamListQuery>;

export const ZTeamMemberRow = z.object({
  id: ZIdString,
  account: z.string(),
  accountType: z.number().int(),
  /** 1 = a direct downline of the caller. */
  depth: z.number().int().min(1),
  uplineAccount: z.string().nullable(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The main wallet's balance in minor units (0 before the first money movement). */
  balance: ZMinorUnits,
  /** Everyone below this account, at any depth. */
  teamSize: z.number().int().min(0),
});
export type TTeamMemberRow = z.infer<typeof ZTeamMemberRow>;
export const ZTeamMemberPage = ZPaged(ZTeamMemberRow);
export type TTeamMemberPage = z.infer<typeof ZTeamMemberPage>;

export const ZTeamMemberParams = z.object({ memberId: ZIdString });

export const ZTeamHeldContract = z.object({
  id: ZIdString,
  contractType: ZTeamContractType,
  gameCategory: z.string(),
  period: z.string(),
  basis: z.string(),
  status: z.string(),
  uplineAccount: z.string().nullable(),
  tiers: z.array(ZOfferTier),
  effectiveFrom: z.string().nullable(),
  effectiveUntil: z.string().nullable(),
});
export type TTeamHeldContract = z.infer<typeof ZTeamHeldContract>;

/** GET /wps/agent/team/members/:memberId: one downline in the caller's team. */
export const ZTeamMemberDetail = ZTeamMemberRow.extend({
  directCount: z.number().int().min(0),
  registerMethod: z.string(),
  contracts: z.array(ZTeamHeldContract),
});
export type TTeamMemberDetail = z.infer<typeof ZTeamMemberDetail>;

// Operator side (/ops/merchants/:code/agent-tree…).

/** GET …/agent-tree: a node's children (parentId), the roots (no parentId), or a search by username. */
export const ZOpsTreeQuery = z.object({
  parentId: ZIdString.optional(),
  username: z.string().trim().min(1).max(255).optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export const ZOpsTreeNode = z.object({
  id: ZIdString,
  username: z.string(),
  accountType: z.number().int(),
  uplineId: ZIdString.nullable(),
  uplineUsername: z.string().nullable(),
  /** How many uplines it has (0 for a root). */
  level: z.number().int().min(0),
  directCount: z.number().int().min(0),
  teamSize: z.number().int().min(0),
  isDisabled: z.boolean(),
});
export type TOpsTreeNode = z.infer<typeof ZOpsTreeNode>;
export const ZOpsTreePage = ZPaged(ZOpsTreeNode);

const reason = z.string().trim().min(3).max(500);

/** POST …/agent-tree/move: the member and its whole team go under another agent of the same merchant. */
export const ZOpsTreeMove = z.object({ memberId: ZIdString, newUplineId: ZIdString, reason });
export const ZOpsTreeMoved = z.object({
  memberId: ZIdString,
  oldUplineId: ZIdString.nullable(),
  newUplineId: ZIdString,
  /** The moved member's own contracts that ended with the move (status TERMINATED, ended_reason MOVED). */
  endedContractIds: z.array(ZIdString),
});

/** PUT …/agent-tree/members/:memberId/account-type: member (0) ↔ agent types 1, 2, 41, 42. */
export const ZOpsMemberParams = z.object({ code: ZMerchantCode, memberId: ZIdString });
export const ZOpsAccountTypeUpdate = z.object({
  accountType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(41), z.literal(42)]),
  reason,
});
export const ZOpsAccountTypeChanged = z.object({
  memberId: ZIdString,
  before: z.number().int(),
  accountType: z.number().int(),
});
