// Types of real-wordpress.mjs for the TypeScript contract test.
export type RealWordPress = {
  /** http://127.0.0.1:PORT */
  url: string;
  /** The REST root the site reads (WORDPRESS_API_URL). */
  apiUrl: string;
  user: string;
  applicationPassword: string;
  /** `Basic ...` header value for REST writes as the admin. */
  authorization: string;
  /** The temporary folder holding the WordPress tree, the database and the logs. */
  dir: string;
  logs: { php: string; mariadb: string; debug: string };
  /** Stops every process (php -S workers included) and deletes `dir`. */
  stop: () => Promise<void>;
};

export function startRealWordPress(options: {
  port: number;
  revalidateUrl?: string;
  revalidateSecret?: string;
}): Promise<RealWordPress>;
