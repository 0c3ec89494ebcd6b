// Workflows of the area — Control de versiones de la aplicación Mi Estudio (spec 2 §2.11).
export {};
