import type { z } from 'zod';
import type { Db, Queryable } from '../db';
import type { userOutSchema } from '../schemas/auth';

/** The user as the API answers it (SPEC §3 "User"): the route schemas' type. */
export type UserOut = z.infer<typeof userOutSchema>;

interface UserRow {
  id: number;
  phone: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
  password_hash: string | null;
  phone_confirm: boolean;
  legal_inn: string | null;
  legal_kpp: string | null;
  legal_name: string | null;
  legal_address: string | null;
  legal_email: string | null;
}

/** A user with the stored password hash, for the password checks only (never sent). */
export interface UserWithSecret {
  user: UserOut;
  passwordHash: string | null;
}

export interface ProfileFields {
  firstName?: string | null;
  lastName?: string | null;
  middleName?: string | null;
  email?: string | null;
}

export interface LegalFields {
  inn: string;
  kpp: string;
  legalName: string;
  legalAddress: string;
  legalEmail: string;
}

export interface NewUser {
  phone: string;
  firstName?: string | null;
  lastName?: string | null;
  middleName?: string | null;
  email?: string | null;
  passwordHash?: string | null;
}

function toUser(row: UserRow): UserOut {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    middleName: row.middle_name,
    phone: row.phone,
    email: row.email,
    phoneConfirm: row.phone_confirm,
    legal:
      row.legal_inn !== null
        ? {
            inn: row.legal_inn,
            kpp: row.legal_kpp ?? '',
            legalName: row.legal_name ?? '',
            legalAddress: row.legal_address ?? '',
            legalEmail: row.legal_email ?? '',
          }
        : null,
  };
}

const withSecret = (row: UserRow | undefined): UserWithSecret | null =>
  row ? { user: toUser(row), passwordHash: row.password_hash } : null;

/** Accounts: look-ups by id, phone and e-mail, registration, profile, legal data, password, phone. */
export function usersRepository(db: Db) {
  return {
    async byId(id: number): Promise<UserOut | null> {
      const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
      return row ? toUser(row) : null;
    },

    async secretById(id: number): Promise<UserWithSecret | null> {
      const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
      return withSecret(row);
    },

    /** By the normalised phone (79XXXXXXXXX). */
    async byPhone(phone: string): Promise<UserWithSecret | null> {
      const [row] = await db.query<UserRow>('SELECT * FROM users WHERE phone = $1', [phone]);
      return withSecret(row);
    },

    /** By e-mail, case-insensitively (the unique index is on lower(email)). */
    async byEmail(email: string): Promise<UserWithSecret | null> {
      const [row] = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1) AND email IS NOT NULL', [email]);
      return withSecret(row);
    },

    /** Whether another account than `exceptId` holds this e-mail. */
    async emailTaken(email: string, exceptId: number | null): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND email IS NOT NULL AND id <> $2', [
        email,
        exceptId ?? 0,
      ]);
      return rows.length > 0;
    },

    /**
     * The account of a phone whose ownership an SMS code has just proved: created on the first
     * sign-in (registration by code), marked confirmed otherwise. `created` says which.
     */
    async upsertConfirmedPhone(phone: string, fields: Omit<NewUser, 'phone'> = {}): Promise<{ user: UserOut; created: boolean }> {
      const [row] = await db.query<UserRow & { inserted: boolean }>(
        `INSERT INTO users (phone, first_name, last_name, middle_name, email, password_hash, phone_confirm)
         VALUES ($1, $2, $3, $4, $5, $6, true)
         ON CONFLICT (phone) DO UPDATE SET phone_confirm = true, updated_at = now()
         RETURNING *, (xmax = 0) AS inserted`,
        [
          phone,
          fields.firstName ?? null,
          fields.lastName ?? null,
          fields.middleName ?? null,
          fields.email ?? null,
          fields.passwordHash ?? null,
        ],
      );
      return { user: toUser(row!), created: row!.inserted };
    },

    /** Profile fields that are present in `fields` (undefined keeps the stored value). */
    async updateProfile(id: number, fields: ProfileFields): Promise<UserOut | null> {
      const [row] = await db.query<UserRow>(
        `UPDATE users SET
           first_name = CASE WHEN $2 THEN $3 ELSE first_name END,
           last_name = CASE WHEN $4 THEN $5 ELSE last_name END,
           middle_name = CASE WHEN $6 THEN $7 ELSE middle_name END,
           email = CASE WHEN $8 THEN $9 ELSE email END,
           updated_at = now()
         WHERE id = $1 RETURNING *`,
        [
          id,
          fields.firstName !== undefined,
          fields.firstName ?? null,
          fields.lastName !== undefined,
          fields.lastName ?? null,
          fields.middleName !== undefined,
          fields.middleName ?? null,
          fields.email !== undefined,
          fields.email ?? null,
        ],
      );
      return row ? toUser(row) : null;
    },

    /** Sets (legal) or clears (null) the legal-entity data. */
    async setLegal(id: number, legal: LegalFields | null): Promise<UserOut | null> {
      const [row] = await db.query<UserRow>(
        `UPDATE users SET legal_inn = $2, legal_kpp = $3, legal_name = $4, legal_address = $5, legal_email = $6, updated_at = now()
         WHERE id = $1 RETURNING *`,
        [id, legal?.inn ?? null, legal?.kpp ?? null, legal?.legalName ?? null, legal?.legalAddress ?? null, legal?.legalEmail ?? null],
      );
      return row ? toUser(row) : null;
    },

    async setPasswordHash(id: number, passwordHash: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
    },

    /**
     * Moves the account to a new, confirmed phone; null when another account took that phone
     * meanwhile (the unique index decides, not a prior look-up).
     */
    async changePhone(id: number, phone: string): Promise<UserOut | null> {
      const [row] = await db.query<UserRow>(
        `UPDATE users SET phone = $2, phone_confirm = true, updated_at = now()
         WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users other WHERE other.phone = $2 AND other.id <> $1)
         RETURNING *`,
        [id, phone],
      );
      return row ? toUser(row) : null;
    },
  };
}
