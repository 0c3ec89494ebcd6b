// Workflows of the area — Notificaciones globales (spec 2 §2.10).
export {};
