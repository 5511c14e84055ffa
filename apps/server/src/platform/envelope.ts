/** The success envelope; every route answers through it (failures go through AppError). */
export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}
