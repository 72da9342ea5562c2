import { and, eq, exists, or, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import { ownedBy } from '../../auth/ownership';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { PlateAndState } from '../../../shared/plates';
import type { Db } from '../../db/client';
import { locations, sessions, vehicles, type VehicleRow } from '../../db/schema';
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

    /**
     * GET /vehicles/{id}: a vehicle of the registry that one of the user's own bookings used, or a
     * session at a location the user manages (odogwu: any); for anyone else it does not exist.
     */
    async getForUser(user: AuthUser, id: string) {
      const own = ownedBy(user, locations.userId);
      const [row] = await db
        .select({ v: vehicles })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.id, id),
            exists(
              db
                .select({ one: sql`1` })
                .from(sessions)
                .innerJoin(locations, eq(locations.id, sessions.locationId))
                .where(and(eq(sessions.vehicleId, vehicles.id), or(eq(sessions.userId, user.id), own ?? sql`true`))),
            ),
          ),
        )
        .limit(1);
      if (!row) throw notFound(MESSAGES.vehicleIdNotFound);
      const v = row.v;
      return {
        _id: v.id,
        vehiclePlate: v.plate,
        vehicleState: v.state,
        vehicleMake: v.make,
        vehicleModel: v.model,
        vehicleYear: v.year === null ? null : String(v.year),
        vehicleDescription: [v.color, v.bodyType].filter(Boolean).join(' ') || null,
        vehicleImageUrl: v.imageUrl,
      };
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
