import { and, eq, sql } from 'drizzle-orm';
import type { PlateAndState } from '../../../shared/plates';
import type { Db } from '../../db/client';
import { vehicles, type VehicleRow } from '../../db/schema';
import type { Tx } from '../payments/kinds';

export interface VehiclesServiceDeps {
  db: Db;
}

export interface SeenVehicle extends PlateAndState {
  make?: string;
  model?: string;
  year?: number;
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;

/** The registry of plates seen before: the offline vehicle lookup answers from it, bookings fill it. */
export function createVehiclesService(deps: VehiclesServiceDeps) {
  const { db } = deps;
  return {
    async lookup(plate: string, state: string): Promise<VehicleRow | undefined> {
      const [v] = await db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.plate, plate), eq(vehicles.state, state)))
        .limit(1);
      return v;
    },

    /** Records a booked plate; what the registry already knows wins over the booking's hints. */
    async remember(v: SeenVehicle, now: Date, tx: Tx | Db = db): Promise<VehicleRow | undefined> {
      const [row] = await tx
        .insert(vehicles)
        .values({ plate: v.plate, state: v.state, make: v.make ?? null, model: v.model ?? null, year: v.year ?? null })
        .onConflictDoUpdate({
          target: [vehicles.plate, vehicles.state],
          set: {
            make: sql`coalesce(${vehicles.make}, excluded.make)`,
            model: sql`coalesce(${vehicles.model}, excluded.model)`,
            year: sql`coalesce(${vehicles.year}, excluded.year)`,
            updatedAt: now,
          },
        })
        .returning();
      return row;
    },
  };
}
