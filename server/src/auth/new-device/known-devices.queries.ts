/** The known_devices table's statements (known-devices.repository.ts). */

export const REMEMBER_DEVICE_SQL = `INSERT INTO known_devices (user_id, device_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING device_id`;

export const FORGET_DEVICE_SQL = `DELETE FROM known_devices WHERE user_id = $1 AND device_id = $2`;
