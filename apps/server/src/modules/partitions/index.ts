export {
  archivePartitionMonth,
  ensurePartitions,
  parseArchiveMonth,
  PARTITION_MONTHS_AHEAD,
  PartitionArchiveRefused,
  type TArchiveMonth,
  type TArchivedPartition,
} from './partitions.js';
export { registerPartitionsJob, PARTITIONS_JOB } from './partitions.job.js';
