import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { GeoIp } from './adapters/geoip';
import type { Mailer } from './adapters/mailer';
import type { FileStorage } from './adapters/storage';
import type { VideoHost } from './adapters/video-host';
import type { PaymentProvider } from './adapters/payments';
import type { SessionService } from './modules/auth';
import type { OrderFactsSource } from './modules/tickets';
import type { CodePricesSource } from './modules/codes';

/**
 * What every module gets when it registers: configuration, the database and the adapters.
 * Modules depend on these interfaces, never on a concrete provider.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  geoip: GeoIp;
  mailer: Mailer;
  sessions: SessionService;
  /** Uploaded files (images), served at /uploads/…. */
  storage: FileStorage;
  /** Video hosting (VIDEO_HOST): uploads, subtitles and playback of hosted videos. */
  videoHost: VideoHost;
  /** The payment provider PAYMENT_PROVIDER names (PayU, Przelewy24 or the embedded sandbox). */
  payments: PaymentProvider;
  /** The viewers' latest order status per item (orders' side of the tickets module's port). */
  orderFacts: OrderFactsSource;
  /** The viewers' usable code activations and the rule pricing an item with them (codes' side of the catalogue's port). */
  codePrices: CodePricesSource;
}
